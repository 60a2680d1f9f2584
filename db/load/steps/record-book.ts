// Step: the record book (db/load/record-book.ts): leaders, franchise index, award index.
import { deriveRecordBook } from "../record-book";
import type { LoadStep } from "./load-context";

export const recordBook: LoadStep = {
  name: "record book",
  async run({ tx, recordLines }) {
    await deriveRecordBook(tx, recordLines ? await recordLines : null);
  },
};
