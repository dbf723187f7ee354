/**
 * A way of sending the shop's order messages to a customer's mobile number, as the domain needs it: one
 * approved template by name, its parameters in order, and quick-reply buttons where a reply matters.
 * Adapters: whatsapp-cloud.ts (Meta's WhatsApp Business Cloud API), msg91-sms.ts (MSG91's flow API with a
 * DLT template) and demo-channel.ts (the log, for `npm start`); choose-channels.ts picks them from the
 * configuration. The one outbox's dispatcher (notify/send-message.ts) calls them and keeps the bookkeeping.
 */
import type { MessageLanguage, MessagingChannelName, NotificationProvider } from '../db/tables/values';

/** A quick-reply button: its title is the template's; its payload comes back with the customer's tap. */
interface QuickReply {
  payload: string;
}

export interface OutgoingMessage {
  /** The customer's ten-digit Indian mobile number; adapters add the country code. */
  to: string;
  /** The WhatsApp template's name, or the SMS's DLT template id. */
  template: string;
  /** The template's parameters in order: {{1}}, {{2}}, … (WhatsApp) or var1, var2, … (SMS). */
  parameters: string[];
  /** Quick replies in the template's button order (WhatsApp only; SMS has none). */
  buttons: QuickReply[];
  /**
   * The language its template and parameters are written in (English when not said): WhatsApp sends the template's
   * translation in it, and a Hindi SMS goes as Unicode text.
   */
  language?: MessageLanguage;
  /** The code a WhatsApp authentication template's copy-code button copies (the code that proves a number). */
  copyCode?: string;
}

export interface SentMessage {
  /** The provider's id of the message (WhatsApp's `wamid…`, MSG91's request id), to match its status reports. */
  providerMessageId: string;
}

/**
 * A send the provider refused for good (a number not on WhatsApp, a template not approved, a bad request):
 * trying again would only fail again, so the outbox gives up at once. Any other error is retried.
 */
export class PermanentSendError extends Error {
  override name = 'PermanentSendError';
}

export interface MessageChannel {
  readonly channel: MessagingChannelName;
  readonly provider: NotificationProvider;
  send(message: OutgoingMessage): Promise<SentMessage>;
}
