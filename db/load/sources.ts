// Finds the dataset importers (db/import/sources/*.ts), in a stable order.
import { readdirSync } from "node:fs";
import type { DatasetImporter } from "../import/types";

const SOURCES_DIR = new URL("../import/sources/", import.meta.url);

export async function loadImporters(): Promise<Array<DatasetImporter>> {
  const files = readdirSync(SOURCES_DIR)
    .filter((name) => /\.(ts|js|mjs)$/.test(name) && !name.endsWith(".d.ts") && !name.includes(".test."))
    .sort();
  const importers: Array<DatasetImporter> = [];
  for (const file of files) {
    const module = (await import(new URL(file, SOURCES_DIR).href)) as { importer?: DatasetImporter };
    if (module.importer) importers.push(module.importer);
  }
  return importers.sort((a, b) => a.id.localeCompare(b.id));
}
