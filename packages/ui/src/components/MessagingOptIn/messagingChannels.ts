/**
 * The words of the shop's WhatsApp and SMS messages that the messaging components share. The types are
 * the contract's (`MessagingChannel`, `ConsentSource` in contracts/openapi.yaml), written as this
 * package's own like every other prop type here, so an app passes the API's values as they are.
 */

/** How the shop may message a customer's mobile number besides e-mail. */
export type MessagingChannel = 'whatsapp' | 'sms';

/**
 * Where a messaging choice was made; `reply_stop` is a STOP sent back to one of the shop's messages,
 * `unsubscribe_link` the link in a marketing e-mail that stops offers.
 */
export type ConsentSource = 'sign_up' | 'checkout' | 'account' | 'reply_stop' | 'unsubscribe_link';

/** Both channels, in the order the shop shows them. */
export const messagingChannels: readonly MessagingChannel[] = ['whatsapp', 'sms'];

export const defaultChannelNames: Record<MessagingChannel, string> = { whatsapp: 'WhatsApp', sms: 'SMS' };

/** "WhatsApp", "WhatsApp and SMS" ("WhatsApp और SMS" in `hi-IN`): channel names joined the way the language writes a list. */
export function joinNames(names: readonly string[], locale = 'en-IN'): string {
  return new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }).format(names);
}

/** The channels chosen, in the shop's order and each once. */
export function inShopOrder(channels: Iterable<string>): MessagingChannel[] {
  const chosen = new Set(channels);
  return messagingChannels.filter((channel) => chosen.has(channel));
}
