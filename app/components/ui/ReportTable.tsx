// A plain table of a report (the data-quality page's lists): column headings, one row per item, each
// cell given by the caller, in its own scroll box on a narrow screen.
import type { ReactNode } from "react";
import { TableScroll } from "./TableScroll";

type ReportTableProps<Row> = {
  headings: ReadonlyArray<string>;
  rows: ReadonlyArray<Row>;
  /** A row's React key (unique within the table). */
  rowKey: (row: Row, index: number) => string;
  /** A row's cells, in the order of the headings. */
  cells: (row: Row) => ReadonlyArray<ReactNode>;
  caption?: ReactNode;
  /** Visually hidden caption (read by screen readers only). */
  captionHidden?: boolean;
  testId?: string;
  className?: string;
};

export function ReportTable<Row>({ headings, rows, rowKey, cells, caption, captionHidden = false, testId, className = "" }: ReportTableProps<Row>) {
  return (
    <TableScroll>
      <table className={`w-full text-left text-sm ${className}`} data-testid={testId}>
        {caption ? <caption className={captionHidden ? "sr-only" : "text-left font-semibold text-slate-900"}>{caption}</caption> : null}
        <thead>
          <tr>
            {headings.map((heading) => (
              <th key={heading} scope="col">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={rowKey(row, index)}>
              {cells(row).map((cell, column) => (
                <td key={headings[column] ?? column}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
