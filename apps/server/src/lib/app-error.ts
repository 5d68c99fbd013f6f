/** An error whose message is safe to show to the caller, with the HTTP status that goes with it. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fields?: Record<string, string>,
    /** Response headers that go with it (Retry-After). */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new AppError(400, message, fields);
export const unauthorized = (message = 'Please login to continue.') => new AppError(401, message);
export const forbidden = (message = 'You do not have permission to do this.') => new AppError(403, message);
export const notFound = (message = 'Not found.') => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);
export const unprocessable = (message: string) => new AppError(422, message);
export const tooManyRequests = (message: string, retryAfterSeconds?: number) =>
  new AppError(
    429,
    message,
    undefined,
    retryAfterSeconds === undefined ? undefined : { 'retry-after': String(retryAfterSeconds) },
  );
/** The server cannot take this now (overload), not the caller's fault: come back after `retryAfterSeconds`. */
export const serviceBusy = (message: string, retryAfterSeconds: number) =>
  new AppError(503, message, undefined, { 'retry-after': String(retryAfterSeconds) });
