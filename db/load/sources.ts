// Finds the dataset importers (db/import/sources/*.ts), in a stable order.
import { readdirSync } from "node:fs";
import type { DatasetImporter } from "../import/types";

const SOURCES_DIR = new URL("../import/sources/", import.meta.url);

/** Each importer with the module that defines it (a reading thread loads it from there). */
export async function loadImporterModules(): Promise<Array<{ importer: DatasetImporter; href: string }>> {
  const files = readdirSync(SOURCES_DIR)
    .filter((name) => /\.(ts|js|mjs)$/.test(name) && !name.endsWith(".d.ts") && !name.includes(".test."))
    .sort();
  const modules: Array<{ importer: DatasetImporter; href: string }> = [];
  for (const file of files) {
    const href = new URL(file, SOURCES_DIR).href;
    const module = (await import(href)) as { importer?: DatasetImporter };
    if (module.importer) modules.push({ importer: module.importer, href });
  }
  return modules.sort((a, b) => a.importer.id.localeCompare(b.importer.id));
}

export async function loadImporters(): Promise<Array<DatasetImporter>> {
  return (await loadImporterModules()).map((module) => module.importer);
}
