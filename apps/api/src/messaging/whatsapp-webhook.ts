/**
 * What WhatsApp's webhook tells the shop, as pure functions: whether a delivery is Meta's (X-Hub-Signature-256,
 * `sha256=` and the hex HMAC-SHA256 of the raw body under the app secret), the subscription handshake (a GET with
 * hub.mode, hub.verify_token and hub.challenge), and the payload read into the shop's events.
 *
 * Meta posts `{ object: 'whatsapp_business_account', entry: [{ changes: [{ field: 'messages', value }] }] }`; a value
 * carries `statuses` (sent, delivered, read, failed, each with the message's wamid and a Unix time in seconds) and
 * `messages` from customers: a template's quick reply (type `button`), an interactive reply button (type
 * `interactive`, `button_reply`), text, and kinds the shop does not read (images, locations…), which are skipped.
 * Nothing here throws on a strange payload: Meta retries a delivery that fails, and a bad one would fail for ever.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { hmacSha256Hex, signatureMatches } from '../payments';

export type WhatsAppEvent =
  | { kind: 'status'; providerMessageId: string; status: 'sent' | 'delivered' | 'read' | 'failed'; at: Date; error: string | null }
  | { kind: 'button'; messageId: string; at: Date; from: string; payload: string; repliedTo: string | null }
  | { kind: 'text'; messageId: string; at: Date; from: string; text: string };

const SIGNATURE = /^sha256=([0-9a-f]{64})$/i;

export function whatsAppSignatureIsValid(rawBody: Buffer, header: string | undefined, appSecret: string): boolean {
  const given = header === undefined ? null : SIGNATURE.exec(header.trim());
  if (!given) return false;
  return signatureMatches(hmacSha256Hex(appSecret, rawBody), given[1]);
}

/** The challenge is echoed back as the answer's body, so only a plain token is. */
const CHALLENGE = /^[A-Za-z0-9_-]{1,200}$/;

/** The GET handshake Meta makes when the webhook is subscribed: its challenge when the token is ours, else null. */
export function whatsAppVerifyChallenge(query: Record<string, unknown>, verifyToken: string): string | null {
  const mode = query['hub.mode'];
  const token = query['hub.verify_token'];
  const challenge = query['hub.challenge'];
  if (mode !== 'subscribe' || typeof token !== 'string' || typeof challenge !== 'string' || !CHALLENGE.test(challenge)) return null;
  return sameText(token, verifyToken) ? challenge : null;
}

/** Constant-time equality of two texts of any length: their digests have one length, so a refusal's timing says nothing. */
function sameText(a: string, b: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(a), digest(b));
}

const STATUSES = new Set(['sent', 'delivered', 'read', 'failed'] as const);
type ReportedStatus = Extract<WhatsAppEvent, { kind: 'status' }>['status'];

/** WhatsApp ids of Indian numbers: 91 and the ten digits the shop keeps. */
const INDIAN_WA_ID = /^91([6-9]\d{9})$/;

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const objects = (value: unknown): Json[] => (Array.isArray(value) ? value.filter(isObject) : []);
const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

export function readWhatsAppEvents(body: unknown): WhatsAppEvent[] {
  if (!isObject(body) || body.object !== 'whatsapp_business_account') return [];
  const values = objects(body.entry)
    .flatMap((entry) => objects(entry.changes))
    .filter((change) => change.field === undefined || change.field === 'messages')
    .map((change) => change.value)
    .filter(isObject);
  return values.flatMap((value) => [...objects(value.statuses).flatMap(statusEvent), ...objects(value.messages).flatMap(messageEvent)]);
}

function statusEvent(status: Json): WhatsAppEvent[] {
  const providerMessageId = text(status.id);
  const reported = status.status;
  const at = unixTime(status.timestamp);
  if (!providerMessageId || !STATUSES.has(reported as ReportedStatus) || !at) return [];
  return [{ kind: 'status', providerMessageId, status: reported as ReportedStatus, at, error: reported === 'failed' ? failure(status.errors) : null }];
}

/**
 * A failure's code and title ("131026 Message undeliverable"), for staff. Its longer message and details are left
 * out: they may quote the number.
 */
function failure(errors: unknown): string {
  const first = objects(errors)[0];
  const words = [first?.code, first?.title].filter((part) => typeof part === 'number' || (typeof part === 'string' && part !== '')).join(' ');
  return words === '' ? 'failed without a reason' : words;
}

/** A customer's message without its id or time is skipped: neither a replay nor its age could be told. */
function messageEvent(message: Json): WhatsAppEvent[] {
  const from = INDIAN_WA_ID.exec(text(message.from) ?? '')?.[1];
  const messageId = text(message.id);
  const at = unixTime(message.timestamp);
  if (!from || !messageId || messageId.length > MESSAGE_ID_MAX || !at) return [];
  const sent = { messageId, at, from };
  const repliedTo = isObject(message.context) ? text(message.context.id) : null;
  if (message.type === 'button' && isObject(message.button)) {
    const payload = text(message.button.payload);
    return payload ? [{ kind: 'button', ...sent, payload, repliedTo }] : [];
  }
  if (message.type === 'interactive' && isObject(message.interactive) && message.interactive.type === 'button_reply' && isObject(message.interactive.button_reply)) {
    const payload = text(message.interactive.button_reply.id);
    return payload ? [{ kind: 'button', ...sent, payload, repliedTo }] : [];
  }
  if (message.type === 'text' && isObject(message.text)) {
    const body = text(message.text.body);
    return body ? [{ kind: 'text', ...sent, text: body }] : [];
  }
  return [];
}

/** WhatsApp's message ids are about 60 characters; a longer one is not WhatsApp's. */
const MESSAGE_ID_MAX = 200;

/** Meta's timestamps: Unix seconds, as a string. */
function unixTime(value: unknown): Date | null {
  const seconds = typeof value === 'string' && /^\d{1,12}$/.test(value) ? Number(value) : typeof value === 'number' && Number.isInteger(value) ? value : null;
  return seconds === null ? null : new Date(seconds * 1000);
}
