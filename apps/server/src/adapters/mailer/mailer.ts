/** One outgoing email, plain text. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** Extra headers (List-Unsubscribe of a notification mail). */
  headers?: Record<string, string>;
}

/** Sends mail. `send` resolves once the mail is accepted for delivery and rejects if it was not. */
export interface Mailer {
  readonly kind: 'smtp' | 'dev-outbox' | 'none';
  send(mail: Mail): Promise<void>;
  close(): Promise<void>;
}

/**
 * What a log line may say about a failed send: the cause as nodemailer reports it (code such as ETIMEDOUT or
 * ECONNECTION, the SMTP command it was at, the server's reply code and message), never the mail itself.
 */
export function describeMailError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields = error as Error & Record<string, unknown>;
  const described: Record<string, unknown> = { message: error.message };
  for (const key of ['code', 'command', 'responseCode', 'response']) {
    if (fields[key] !== undefined) described[key] = fields[key];
  }
  return described;
}
