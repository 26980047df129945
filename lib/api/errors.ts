/** An error with an HTTP status, turned into the JSON error shape by the route wrapper. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields?: Record<string, string[]>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export const unauthorized = (message = "Not authorized") => new ApiError(401, message);
export const notFound = (message = "Not found") => new ApiError(404, message);
