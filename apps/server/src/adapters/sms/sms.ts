import type { Language } from '@paywise/domain/languages';

/** The kinds of SMS PayWise sends, each a DLT-registered template (README "SMS"). */
export type SmsKind = 'otp' | 'order' | 'refund' | 'lock';

/**
 * One outgoing SMS: the template kind and its variables (what MSG91 fills into the DLT template), and the same
 * message as plain text (what the dev outbox keeps). `to` is a 10-digit Indian mobile number.
 */
export interface Sms {
  to: string;
  kind: SmsKind;
  /** The variables of the English template. */
  variables: Record<string, string>;
  text: string;
  /** The language `text` is written in (the customer's saved one); English when absent. */
  language?: Language;
  /** The variables of that language's template (a service name in the language), when they differ. */
  languageVariables?: Record<string, string>;
}

/** Sends SMS. `send` resolves once the provider accepted the message, and rejects with an SmsError otherwise. */
export interface SmsSender {
  readonly kind: 'msg91' | 'dev-outbox' | 'none';
  send(sms: Sms): Promise<{ id: string }>;
}

/**
 * A message the provider did not take. `retryable`: the provider was unreachable, slow or failing (5xx, timeout,
 * connection error), so the same message may go through later; otherwise it refused the message (wrong auth key,
 * template or number) and sending it again changes nothing until the configuration is fixed.
 */
export class SmsError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    /** The provider's HTTP status, when it answered. */
    readonly status?: number,
  ) {
    super(message);
    this.name = 'SmsError';
  }
}

/** What a log line may say about a failed send: never the message, the number or the auth key. */
export function describeSmsError(error: unknown): Record<string, unknown> {
  if (error instanceof SmsError) {
    return { message: error.message, retryable: error.retryable, status: error.status };
  }
  return { message: error instanceof Error ? error.message : String(error) };
}

/** '+91 98xxxxxx10': the number as messages show it, all but the first two and last two digits hidden. */
export function maskMobile(mobile: string): string {
  return `+91 ${mobile.slice(0, 2)}${'x'.repeat(Math.max(0, mobile.length - 4))}${mobile.slice(-2)}`;
}
