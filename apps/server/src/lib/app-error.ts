import type { ErrorCode, FieldErrorCode } from '@paywise/domain/contracts/errors';

/**
 * An error whose message is safe to show to the caller, with the HTTP status that goes with it and its stable
 * code (decision 0028). `fieldCodes` says why each of `fields` is wrong; a field without one is 'REQUIRED' when
 * its message is 'is required', else 'INVALID'.
 */
export class AppError extends Error {
  readonly statusCode: number;
  readonly code: ErrorCode;
  readonly fields?: Record<string, string>;
  /** Response headers that go with it (Retry-After). */
  readonly headers?: Record<string, string>;
  readonly fieldCodes?: Record<string, FieldErrorCode>;

  constructor(statusCode: number, { code, message, fields, headers, fieldCodes }: AppErrorDetails) {
    super(message);
    this.statusCode = statusCode;
    this.code = code;
    this.fields = fields;
    this.headers = headers;
    this.fieldCodes = fieldCodes;
    this.name = 'AppError';
  }
}

/** What an AppError says besides its status: its code and message, and what else the answer carries. */
export interface AppErrorDetails {
  code: ErrorCode;
  message: string;
  fields?: Record<string, string>;
  /** Response headers that go with it (Retry-After). */
  headers?: Record<string, string>;
  fieldCodes?: Record<string, FieldErrorCode>;
}

/** A field code for every field: the given one, else 'INVALID'. */
export function codesOfFields(
  fields: Record<string, string>,
  fieldCodes: Record<string, FieldErrorCode> = {},
): Record<string, FieldErrorCode> {
  return Object.fromEntries(
    Object.entries(fields).map(([name, message]) => [
      name,
      fieldCodes[name] ?? (message === 'is required' ? 'REQUIRED' : 'INVALID'),
    ]),
  );
}

export const badRequest = (code: ErrorCode, message: string, fields?: Record<string, string>) =>
  new AppError(400, { code, message, fields });
/** A 400 whose fields each say why they are wrong ('WRONG', 'NOT_ALLOWED'), not only 'REQUIRED' or 'INVALID'. */
export const badRequestWithFieldCodes = (
  code: ErrorCode,
  message: string,
  { fields, fieldCodes }: { fields: Record<string, string>; fieldCodes?: Record<string, FieldErrorCode> },
) => new AppError(400, { code, message, fields, fieldCodes });
export const unauthorized = (code: ErrorCode = 'UNAUTHENTICATED', message = 'Please login to continue.') =>
  new AppError(401, { code, message });
export const forbidden = (
  code: ErrorCode = 'FORBIDDEN',
  message = 'You do not have permission to do this.',
) => new AppError(403, { code, message });
export const notFound = (code: ErrorCode = 'NOT_FOUND', message = 'Not found.') =>
  new AppError(404, { code, message });
export const conflict = (code: ErrorCode, message: string) => new AppError(409, { code, message });

/** A 409 whose answer carries what the caller needs to decide (BILL_RECENTLY_PAID: `lastPayment`) besides its message. */
export class ConflictWithFacts extends AppError {
  constructor(
    code: ErrorCode,
    message: string,
    readonly facts: Record<string, unknown>,
  ) {
    super(409, { code, message });
  }
}
export const unprocessable = (code: ErrorCode, message: string) => new AppError(422, { code, message });
export const tooManyRequests = (code: ErrorCode, message: string, retryAfterSeconds?: number) =>
  new AppError(429, {
    code,
    message,
    headers: retryAfterSeconds === undefined ? undefined : { 'retry-after': String(retryAfterSeconds) },
  });
/** The server cannot take this now (overload, a party down), not the caller's fault: come back after `retryAfterSeconds`. */
export const serviceBusy = (code: ErrorCode, message: string, retryAfterSeconds: number) =>
  new AppError(503, { code, message, headers: { 'retry-after': String(retryAfterSeconds) } });
