/**
 * MSG91's flow API (v5) as the shop's SMS channel (docs.msg91.com/sms/send-sms): POST {apiUrl}/api/v5/flow with the
 * `authkey` header and one recipient. In India every SMS must match a template registered on the DLT platform under
 * the shop's six-letter sender id (header); MSG91 keeps each as a template of its own, whose id the message names.
 * Its variables are named var1, var2… in the template (##var1##), filled from the message's parameters in order.
 *
 * MSG91 answers `{ type: 'success', message: '<request id>' }`, or `{ type: 'error', message }` (with a 4xx, or
 * even with 200) for a request it refuses.
 */
import type { MessageKind } from '../db/tables/values';
import { PermanentSendError, type MessageChannel, type OutgoingMessage, type SentMessage } from './channel';

export interface Msg91Config {
  authKey: string;
  /** The six-letter DLT header the templates are registered under (BRDSHD). */
  senderId: string;
  /** MSG91's root, e.g. https://control.msg91.com. */
  apiUrl: string;
  /** MSG91's template id (mapped to a DLT template) per event; an event without one sends no SMS. */
  templateIds: Partial<Record<MessageKind, string>>;
  /**
   * The same for the Hindi text of each template, registered on DLT as a Unicode template of its own: DLT matches an
   * SMS against its template's exact words, so a Hindi SMS cannot use the English one. A Hindi customer gets no SMS
   * for an event without one.
   */
  hindiTemplateIds?: Partial<Record<MessageKind, string>>;
  /** How long one send may take before it is left for a retry. */
  timeoutMs: number;
}

const INDIAN_MOBILE = /^[6-9]\d{9}$/;

/**
 * Refusals about the shop's account rather than the message (a key MSG91 no longer takes, credit used up): once the
 * owner mends it the same message goes through, so they are retried.
 */
const ACCOUNT_TROUBLE = /authenticat|auth ?key|balance|credit/i;

export function createSmsChannel(config: Msg91Config): MessageChannel {
  const endpoint = `${config.apiUrl.replace(/\/+$/, '')}/api/v5/flow`;

  return {
    channel: 'sms',
    provider: 'msg91',

    async send(message: OutgoingMessage): Promise<SentMessage> {
      if (!INDIAN_MOBILE.test(message.to)) throw new PermanentSendError('SMS go to ten-digit Indian mobile numbers only');
      const variables = Object.fromEntries(message.parameters.map((value, index) => [`var${index + 1}`, value]));
      let response: Response;
      try {
        response = await fetch(endpoint, {
          method: 'POST',
          headers: { authkey: config.authKey, 'content-type': 'application/json', accept: 'application/json' },
          // `template_id` is the current docs' name (`flow_id` the older one); `sender` picks the DLT header for
          // templates whose sender is "FromAPI" and is ignored by the others; short_url '0' keeps links as written;
          // unicode 1 sends a Hindi template's Devanagari as it is written rather than as question marks.
          body: JSON.stringify({
            template_id: message.template,
            sender: config.senderId,
            short_url: '0',
            ...(message.language === 'hi' ? { unicode: 1 } : {}),
            recipients: [{ mobiles: `91${message.to}`, ...variables }],
          }),
          signal: AbortSignal.timeout(config.timeoutMs),
        });
      } catch (error) {
        throw new Error(unreachable(error, config.timeoutMs), { cause: error });
      }
      const answer = (await response.json().catch(() => undefined)) as { type?: unknown; message?: unknown } | undefined;
      const said = typeof answer?.message === 'string' ? withoutPersonalData(answer.message, [message.to, config.authKey]) : '';
      if (response.status >= 500 || response.status === 429 || response.status === 401 || response.status === 403) {
        throw new Error(`MSG91 could not take the SMS (HTTP ${response.status})${said === '' ? '' : `: ${said}`}`);
      }
      // The request id is hex, often with long runs of digits: it is taken as sent, never scrubbed.
      if (answer?.type === 'success' && response.ok && typeof answer.message === 'string' && answer.message.trim() !== '') return { providerMessageId: answer.message.trim() };
      if (answer?.type === 'error') {
        const text = `MSG91 refused the SMS with template ${message.template} (HTTP ${response.status})${said === '' ? '' : `: ${said}`}`;
        throw ACCOUNT_TROUBLE.test(said) ? new Error(text) : new PermanentSendError(text);
      }
      // Neither success nor MSG91's refusal (a proxy's page, a wrong MSG91_API_URL): the configuration's to mend.
      throw new Error(`MSG91's answer was not one it gives (HTTP ${response.status})`);
    },
  };
}

function unreachable(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) return `MSG91 did not answer within ${timeoutMs} ms`;
  const code = (error as { cause?: { code?: unknown } }).cause?.code;
  return `MSG91 could not be reached${typeof code === 'string' ? ` (${code})` : ''}`;
}

/** `text` without the given secrets and without anything shaped like a phone number (ten digits or more). */
function withoutPersonalData(text: string, secrets: string[]): string {
  const scrubbed = secrets.filter((secret) => secret !== '').reduce((kept, secret) => kept.split(secret).join('[redacted]'), text.trim());
  return scrubbed.replace(/\+?\d(?:[\s-]?\d){9,}/g, '[number]');
}
