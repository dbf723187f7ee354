/**
 * The demo shop's WhatsApp and SMS: nothing leaves the machine. Each message is written to the log at info, its
 * template and buttons as they would be sent and the number masked to its last four digits; it counts as sent,
 * under an id of its own. Its parameters are left out: they hold the customer's name and links, one of them the
 * secret that confirms a cash-on-delivery order.
 */
import { randomUUID } from 'node:crypto';
import type { MessagingChannelName } from '../db/tables/values';
import type { Logger } from '../logger';
import type { MessageChannel, OutgoingMessage, SentMessage } from './channel';

/** "******3210": enough to tell two customers apart in a log, too little to call either. */
function maskedNumber(to: string): string {
  return `${'*'.repeat(Math.max(0, to.length - 4))}${to.slice(-4)}`;
}

export function createDemoChannel(channel: MessagingChannelName, logger: Logger): MessageChannel {
  return {
    channel,
    provider: 'demo',
    async send(message: OutgoingMessage): Promise<SentMessage> {
      const providerMessageId = `demo-${randomUUID()}`;
      logger.info(
        { channel, to: maskedNumber(message.to), template: message.template, buttons: message.buttons.map((button) => button.payload), providerMessageId },
        `${channel} message kept in the log (no provider configured)`,
      );
      return { providerMessageId };
    },
  };
}
