/**
 * The shop's messaging as configured: a channel for WhatsApp and one for SMS (the log for each one not
 * configured), and the template each sends for an event.
 */
import type { MessageKind, MessageLanguage, MessagingChannelName } from '../db/tables/values';
import type { Logger } from '../logger';
import type { MessageChannel } from './channel';
import { chooseChannels } from './choose-channels';
import type { Msg91Config } from './msg91-sms';
import { TEMPLATES } from './templates';
import type { WhatsAppConfig } from './whatsapp-cloud';

export interface MessagingSetup {
  channels: Record<MessagingChannelName, MessageChannel>;
  /**
   * WhatsApp's template name (the same in every language: Meta keeps a translation per language under one name), or
   * the SMS's DLT template id in `language` (English when not said); null when SMS has none for the event.
   */
  templateFor(channel: MessagingChannelName, kind: MessageKind, language?: MessageLanguage): string | null;
}

export function messagingSetup(config: { whatsapp?: WhatsAppConfig | undefined; sms?: Msg91Config | undefined; nodeEnv?: string | undefined }, logger: Logger): MessagingSetup {
  const { whatsapp, sms } = config;
  const production = config.nodeEnv === 'production';
  return {
    channels: chooseChannels({ ...(whatsapp ? { whatsapp } : {}), ...(sms ? { sms } : {}), production }, logger),
    templateFor(channel, kind, language = 'en') {
      // In production the log channel keeps codes out of the log, so a code sent there would reach no one.
      if (kind === 'number_code' && production && !(channel === 'whatsapp' ? whatsapp : sms)) return null;
      if (channel === 'whatsapp') return whatsapp?.templateNames[kind] ?? TEMPLATES[kind].whatsappName;
      // The demo writes the template's name to the log; MSG91 needs the DLT id registered for it.
      if (!sms) return TEMPLATES[kind].whatsappName;
      return (language === 'hi' ? sms.hindiTemplateIds?.[kind] : sms.templateIds[kind]) ?? null;
    },
  };
}
