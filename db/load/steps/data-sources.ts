// Step: one data_sources row per dataset read: where it comes from, its licence and the rows it gave.
import { rowsEmitted, type LoadStep } from "./load-context";

export const dataSources: LoadStep = {
  name: "data sources",
  async run({ tx, datasets, counts }) {
    const sourceRows = datasets.map(({ importer, data }) => [
      importer.id,
      importer.homepage,
      importer.licence,
      importer.attribution,
      importer.leagues.join(","),
      rowsEmitted(data),
      new Date().toISOString(),
    ]);
    for (const row of sourceRows) {
      await tx.query(
        "INSERT INTO data_sources (id, homepage, licence, attribution, leagues, rows_imported, imported_at) VALUES ($1, $2, $3, $4, $5, $6, $7)",
        row,
      );
    }
    counts.data_sources = sourceRows.length;
  },
};
