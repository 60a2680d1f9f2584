// Step: the data-quality report (db/load/data-quality-report.ts), measured on what was written and
// stored with the import's run.
import { measureQuality } from "../data-quality-report";
import type { LoadStep } from "./load-context";

export const dataQuality: LoadStep = {
  name: "data-quality report",
  async run(ctx) {
    ctx.quality = await measureQuality(ctx.tx);
  },
};
