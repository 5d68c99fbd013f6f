import type { Msg91Config } from '../../config';
import { SmsError, type Sms, type SmsSender } from './sms';

/** How long one request to MSG91 may take (connection and answer): a request waiting on a code is held this long. */
export const MSG91_TIMEOUT_MS = 10_000;

/**
 * MSG91's Flow API (public documentation, "Send SMS via Flow"): `POST {MSG91_API_URL}` with the `authkey` header and
 * a JSON body `{ template_id, sender, short_url, recipients: [{ mobiles: '91XXXXXXXXXX', <VAR>: value, ... }] }`,
 * where template_id is the MSG91 template mapped to its DLT template id, and each recipient carries the template's
 * variables by name. It answers `{ "type": "success", "message": "<request id>" }`, or
 * `{ "type": "error", "message": "..." }` (an invalid auth key, a template that does not match the DLT one, a bad
 * number...), sometimes with HTTP 200: only `type: success` counts as sent.
 */
export function createMsg91Sms(config: Msg91Config, timeoutMs = MSG91_TIMEOUT_MS): SmsSender {
  return {
    kind: 'msg91',
    async send(sms: Sms) {
      // The customer's language when its DLT template of this kind is registered, else the English template.
      const localTemplate =
        sms.language && sms.language !== 'en'
          ? config.languageTemplates?.[sms.language]?.[sms.kind]
          : undefined;
      const templateId = localTemplate ?? config.templates[sms.kind];
      // An optional kind without its DLT template (the lock notice): not sent, said as a refusal.
      if (!templateId) throw new SmsError(`no MSG91 template is configured for the ${sms.kind} SMS`, false);
      const body = {
        template_id: templateId,
        sender: config.senderId,
        short_url: '0',
        recipients: [
          {
            mobiles: `91${sms.to}`,
            ...(localTemplate ? (sms.languageVariables ?? sms.variables) : sms.variables),
          },
        ],
      };
      let response: Response;
      try {
        response = await fetch(config.apiUrl, {
          method: 'POST',
          headers: {
            authkey: config.authKey,
            'content-type': 'application/json',
            accept: 'application/json',
          },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        const timedOut = error instanceof Error && error.name === 'TimeoutError';
        throw new SmsError(
          timedOut ? `MSG91 did not answer within ${timeoutMs} ms` : 'MSG91 could not be reached',
          true,
        );
      }
      const answer = (await response.json().catch(() => null)) as {
        type?: unknown;
        message?: unknown;
      } | null;
      const said = typeof answer?.message === 'string' ? answer.message.slice(0, 200) : '';
      if (response.status >= 500 || response.status === 429) {
        throw new SmsError(
          `MSG91 answered ${response.status}${said ? `: ${said}` : ''}`,
          true,
          response.status,
        );
      }
      if (response.ok && answer?.type === 'success') return { id: said };
      throw new SmsError(
        `MSG91 refused the SMS (${response.status})${said ? `: ${said}` : ''}`,
        false,
        response.status,
      );
    },
  };
}
