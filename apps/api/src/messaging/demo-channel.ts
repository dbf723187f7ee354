/**
 * The demo shop's WhatsApp and SMS: nothing leaves the machine. Each message is written to the log at info, its
 * template and buttons as they would be sent and the number masked to its last four digits; it counts as sent,
 * under an id of its own. Its parameters are left out: they hold the customer's name and links, one of them the
 * secret that confirms a cash-on-delivery order. Outside production the code that proves a number is printed, as
 * the demo prints the mail that carries an e-mail code, so the demo's customer can type it back; in production a
 * shop without WhatsApp or SMS configured writes no code to its log.
 */
import { randomUUID } from 'node:crypto';
import type { MessagingChannelName } from '../db/tables/values';
import type { Logger } from '../logger';
import type { MessageChannel, OutgoingMessage, SentMessage } from './channel';

/** "******3210": enough to tell two customers apart in a log, too little to call either. */
function maskedNumber(to: string): string {
  return `${'*'.repeat(Math.max(0, to.length - 4))}${to.slice(-4)}`;
}

export function createDemoChannel(channel: MessagingChannelName, logger: Logger, { printCodes }: { printCodes: boolean }): MessageChannel {
  return {
    channel,
    provider: 'demo',
    async send(message: OutgoingMessage): Promise<SentMessage> {
      const providerMessageId = `demo-${randomUUID()}`;
      logger.info(
        {
          channel,
          to: maskedNumber(message.to),
          template: message.template,
          language: message.language ?? 'en',
          buttons: message.buttons.map((button) => button.payload),
          providerMessageId,
          ...(printCodes && message.copyCode !== undefined ? { code: message.copyCode } : {}),
        },
        `${channel} message kept in the log (no provider configured)`,
      );
      return { providerMessageId };
    },
  };
}
