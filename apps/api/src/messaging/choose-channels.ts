/** The channels the configuration names: WhatsApp's Cloud API and MSG91 where configured, the log for each one that is not. */
import type { Logger } from '../logger';
import type { MessageChannel } from './channel';
import { createDemoChannel } from './demo-channel';
import { createSmsChannel, type Msg91Config } from './msg91-sms';
import { createWhatsAppChannel, type WhatsAppConfig } from './whatsapp-cloud';

export function chooseChannels(config: { whatsapp?: WhatsAppConfig; sms?: Msg91Config; production: boolean }, logger: Logger): { whatsapp: MessageChannel; sms: MessageChannel } {
  const demo = { printCodes: !config.production };
  return {
    whatsapp: config.whatsapp ? createWhatsAppChannel(config.whatsapp) : createDemoChannel('whatsapp', logger, demo),
    sms: config.sms ? createSmsChannel(config.sms) : createDemoChannel('sms', logger, demo),
  };
}
