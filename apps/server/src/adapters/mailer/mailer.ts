/** One outgoing email, plain text. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** Sends mail. `send` resolves once the mail is accepted for delivery and rejects if it was not. */
export interface Mailer {
  readonly kind: 'smtp' | 'dev-outbox' | 'none';
  send(mail: Mail): Promise<void>;
  close(): Promise<void>;
}
