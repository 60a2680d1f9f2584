// DRF-style pages: {count, next, previous, results}, with absolute next/previous links.
import { badRequest } from "./errors";
import { DEFAULT_PAGE_SIZE, MAX_EXPORT_ROWS } from "./params";

export type Page<T> = { count: number; next: string | null; previous: string | null; results: Array<T> };

export type PageRequest = { page: number; pageSize: number; offset: number };

export function pageRequest(params: { page?: number; page_size?: number }, defaultSize = DEFAULT_PAGE_SIZE): PageRequest {
  const page = params.page ?? 1;
  const pageSize = params.page_size ?? defaultSize;
  return { page, pageSize, offset: (page - 1) * pageSize };
}

function linkTo(url: URL, page: number): string {
  const target = new URL(url);
  if (page === 1) target.searchParams.delete("page");
  else target.searchParams.set("page", String(page));
  return target.toString();
}

/** `page_size=all` past the bound is a 400 (call it as soon as the count is known, before the rows are read). */
export function refuseTooManyRows(request: PageRequest, count: number): void {
  if (request.pageSize === MAX_EXPORT_ROWS && count > MAX_EXPORT_ROWS) {
    throw badRequest(`${count} rows match: all rows (page_size=all) are given up to ${MAX_EXPORT_ROWS}; narrow the filters.`);
  }
}

export function pageOf<T>(url: URL, request: PageRequest, count: number, results: Array<T>): Page<T> {
  refuseTooManyRows(request, count);
  const lastPage = Math.max(1, Math.ceil(count / request.pageSize));
  return {
    count,
    next: request.page < lastPage ? linkTo(url, request.page + 1) : null,
    previous: request.page > 1 ? linkTo(url, Math.min(request.page - 1, lastPage)) : null,
    results,
  };
}

/** A list that always fits on one page (a team's titles, a season's schedule). */
export function wholeList<T>(results: Array<T>): Page<T> {
  return { count: results.length, next: null, previous: null, results };
}
