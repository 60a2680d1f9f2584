// The API's error answers: a status and a message a person can read, always as JSON {detail}.
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
  ) {
    super(detail);
    this.name = "ApiError";
  }
}

export function notFound(what: string): ApiError {
  return new ApiError(404, `${what} not found.`);
}

export function badRequest(detail: string): ApiError {
  return new ApiError(400, detail);
}
