/**
 * The shop's messaging as configured: a channel for WhatsApp and one for SMS (the log for each one not
 * configured), and the template each sends for an event.
 */
import type { MessagingChannelName, NotificationEvent } from '../db/tables/values';
import type { Logger } from '../logger';
import type { MessageChannel } from './channel';
import { chooseChannels } from './choose-channels';
import type { Msg91Config } from './msg91-sms';
import { TEMPLATES } from './templates';
import type { WhatsAppConfig } from './whatsapp-cloud';

export interface MessagingSetup {
  channels: Record<MessagingChannelName, MessageChannel>;
  /** WhatsApp's template name, or the SMS's DLT template id; null when SMS has none for the event. */
  templateFor(channel: MessagingChannelName, event: NotificationEvent): string | null;
}

export function messagingSetup(config: { whatsapp?: WhatsAppConfig | undefined; sms?: Msg91Config | undefined }, logger: Logger): MessagingSetup {
  const { whatsapp, sms } = config;
  return {
    channels: chooseChannels({ ...(whatsapp ? { whatsapp } : {}), ...(sms ? { sms } : {}) }, logger),
    templateFor(channel, event) {
      if (channel === 'whatsapp') return whatsapp?.templateNames[event] ?? TEMPLATES[event].whatsappName;
      // The demo writes the event's template name to the log; MSG91 needs the DLT id registered for it.
      return sms ? (sms.templateIds[event] ?? null) : TEMPLATES[event].whatsappName;
    },
  };
}
