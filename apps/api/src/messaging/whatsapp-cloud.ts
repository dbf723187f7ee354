/**
 * Meta's WhatsApp Business Cloud API as the shop's WhatsApp channel (developers.facebook.com/docs/whatsapp/cloud-api):
 * one approved template per message, POST {apiUrl}/{phone number id}/messages with the system user's bearer token.
 * The body's parameters fill the template's {{1}}, {{2}}…; each quick-reply button carries the payload that comes
 * back when the customer taps it (whatsapp-webhook.ts reads the taps and the delivery reports).
 *
 * Graph answers errors as `{ error: { message, type, code, error_subcode?, error_data?: { details }, fbtrace_id } }`
 * and asks callers to act on `code`, not on the HTTP status or the wording: whatsAppRefusal below sorts them into
 * refusals for good (PermanentSendError) and the ones worth another try.
 */
import type { MessageKind } from '../db/tables/values';
import { PermanentSendError, type MessageChannel, type OutgoingMessage, type SentMessage } from './channel';

export interface WhatsAppConfig {
  /** The business phone number's id in WhatsApp Manager (not the number itself). */
  phoneNumberId: string;
  /** A system user's permanent access token with whatsapp_business_messaging. */
  accessToken: string;
  /** The Meta app's secret: webhooks are signed with it (X-Hub-Signature-256). */
  appSecret: string;
  /** The token the webhook's subscription handshake must echo. */
  verifyToken: string;
  /** Graph's root with its version, e.g. https://graph.facebook.com/v21.0. */
  apiUrl: string;
  /** The language code the English templates were approved in (en, en_US…); Hindi's translations are always `hi`. */
  language: string;
  /** Template names that differ from the shop's defaults, per event. */
  templateNames: Partial<Record<MessageKind, string>>;
  /** How long one send may take before it is left for a retry. */
  timeoutMs: number;
}

/** A ten-digit Indian mobile number, as the shop keeps them. */
const INDIAN_MOBILE = /^[6-9]\d{9}$/;

/** The template's `components`: the body's text parameters (none: no body component), then one per button. */
function templateComponents(message: OutgoingMessage): unknown[] {
  const body = message.parameters.length === 0 ? [] : [{ type: 'body', parameters: message.parameters.map((text) => ({ type: 'text', text })) }];
  const buttons = message.buttons.map((button, index) => ({
    type: 'button',
    sub_type: 'quick_reply',
    index: String(index),
    parameters: [{ type: 'payload', payload: button.payload }],
  }));
  // An authentication template's one button (copy code) takes the code as its URL button parameter.
  const copyCode = message.copyCode === undefined ? [] : [{ type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: message.copyCode }] }];
  return [...body, ...buttons, ...copyCode];
}

export function createWhatsAppChannel(config: WhatsAppConfig): MessageChannel {
  const endpoint = `${config.apiUrl.replace(/\/+$/, '')}/${encodeURIComponent(config.phoneNumberId)}/messages`;

  return {
    channel: 'whatsapp',
    provider: 'whatsapp_cloud',

    async send(message: OutgoingMessage): Promise<SentMessage> {
      // A number that is not a ten-digit Indian mobile would be refused every time; the number is never repeated.
      if (!INDIAN_MOBILE.test(message.to)) throw new PermanentSendError('WhatsApp messages go to ten-digit Indian mobile numbers only');
      const to = `91${message.to}`;
      let response: Response;
      try {
        response = await fetch(endpoint, {
          method: 'POST',
          headers: { authorization: `Bearer ${config.accessToken}`, 'content-type': 'application/json' },
          body: JSON.stringify({
            messaging_product: 'whatsapp',
            recipient_type: 'individual',
            to,
            type: 'template',
            // One template name, a translation per language: Meta picks the Hindi one by its code.
            template: { name: message.template, language: { code: message.language === 'hi' ? 'hi' : config.language }, components: templateComponents(message) },
          }),
          signal: AbortSignal.timeout(config.timeoutMs),
        });
      } catch (error) {
        throw new Error(unreachable(error, config.timeoutMs), { cause: error });
      }
      const answer: unknown = await response.json().catch(() => undefined);
      if (!response.ok) {
        const refusal = whatsAppRefusal(response.status, (answer as { error?: GraphError } | undefined)?.error, [to, message.to, config.accessToken]);
        throw refusal.permanent ? new PermanentSendError(refusal.text) : new Error(refusal.text);
      }
      const id = (answer as { messages?: { id?: unknown }[] } | undefined)?.messages?.[0]?.id;
      // Accepted without an id: the message may be on its way, but its reports could never be matched.
      if (typeof id !== 'string' || id === '') throw new Error(`WhatsApp accepted the template ${message.template} but named no message id (HTTP ${response.status})`);
      return { providerMessageId: id };
    },
  };
}

/** Graph's error object, the fields the shop reads. */
interface GraphError {
  message?: unknown;
  code?: unknown;
  error_data?: { details?: unknown };
  fbtrace_id?: unknown;
}

/**
 * Codes worth another try although Graph answers them with a 4xx: throughput and pair rate limits, Meta's own
 * trouble, and problems of the shop's account (token, permissions, payment, a lock) that the owner can mend, after
 * which the same message goes through. Everything else Graph refuses (an undeliverable number, a template that does
 * not exist or whose parameters do not fit, a recipient outside a test number's allowed list) fails again unchanged.
 */
const RETRYABLE_CODES = new Set([
  0, // AuthException: the token no longer works
  1, // API Unknown: possibly a server error
  2, // API Service: temporary downtime or overload
  3, // API Method: a capability or permission missing
  4, // API Too Many Calls
  10, // Permission Denied
  190, // Access token has expired
  368, // Temporarily blocked for policy violations
  80007, // Rate limit issues (the business account's)
  130429, // Rate limit hit (throughput)
  131000, // Something went wrong
  131016, // Service unavailable
  131031, // Business account locked
  131042, // Business eligibility: payment issue
  131048, // Spam rate limit hit
  131056, // (Business, consumer) pair rate limit hit
  133004, // Server temporarily unavailable
]);

const isPermissionCode = (code: number) => code >= 200 && code <= 299;

/**
 * What Graph's refusal means for the outbox, and its words for the log: Graph's code, message and details, with
 * every `secrets` (the number in both forms, the token) and any other phone-number-like run of digits taken out.
 */
function whatsAppRefusal(status: number, error: GraphError | undefined, secrets: string[]): { permanent: boolean; text: string } {
  const code = typeof error?.code === 'number' ? error.code : null;
  const retryable = status === 429 || status >= 500 || status === 401 || (code !== null && (RETRYABLE_CODES.has(code) || isPermissionCode(code)));
  const said = [error?.message, error?.error_data?.details].filter((part): part is string => typeof part === 'string' && part.trim() !== '').join(': ');
  const trace = typeof error?.fbtrace_id === 'string' ? ` [fbtrace_id ${error.fbtrace_id}]` : '';
  const text = `WhatsApp refused the message (HTTP ${status}${code === null ? '' : `, code ${code}`})${said === '' ? '' : `: ${withoutPersonalData(said, secrets)}`}${trace}`;
  // Only Graph's own refusal of this message is final: a 4xx without its error object came from somewhere else
  // (a proxy, a wrong WHATSAPP_API_URL), which mending the configuration cures.
  return { permanent: code !== null && status >= 400 && status < 500 && !retryable, text };
}

/** `text` without the given secrets and without anything shaped like a phone number (ten digits or more). */
function withoutPersonalData(text: string, secrets: string[]): string {
  const scrubbed = secrets.filter((secret) => secret !== '').reduce((kept, secret) => kept.split(secret).join('[redacted]'), text);
  return scrubbed.replace(/\+?\d(?:[\s-]?\d){9,}/g, '[number]');
}

/** Why no answer came: the timeout, or the network's own code (never the URL, which names the shop's number id). */
function unreachable(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) return `WhatsApp did not answer within ${timeoutMs} ms`;
  const code = (error as { cause?: { code?: unknown } }).cause?.code;
  return `WhatsApp could not be reached${typeof code === 'string' ? ` (${code})` : ''}`;
}
