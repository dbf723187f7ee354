import { INDIAN_MOBILE_MESSAGE } from '@shop/rules/patterns';
import { defaultChannelNames } from './messagingChannels';

/** The words of the opt-in, in the shop's language. */
export interface MessagingOptInLabels {
  /** Names the group of channel checkboxes. */
  orderUpdates: string;
  orderUpdatesDescription: string;
  whatsapp: string;
  sms: string;
  mobile: string;
  /** Under the number: what happens until it is confirmed, and after it replied STOP. */
  mobileDescription: string;
  /** A channel is ticked and the number is empty. */
  mobileMissing: string;
  /** The number is not an Indian mobile number (the shop's own rule, `@shop/rules/patterns`). */
  mobileInvalid: string;
  offers: string;
  /** Under the offers box once a channel is ticked, given the channels as "WhatsApp and SMS". */
  offersOn: (channels: string) => string;
  /** Under the offers box while no channel is ticked (it is disabled then). */
  offersNeedChannel: string;
  /** The line under everything: how to withdraw. */
  withdraw: string;
}

/** The opt-in's words when the page gives none; the shop's own may replace them (UiWordsProvider). */
export const messagingOptInWords: MessagingOptInLabels = {
  orderUpdates: 'Order updates on WhatsApp or SMS',
  orderUpdatesDescription: 'When your order is placed, shipped, out for delivery and delivered.',
  whatsapp: defaultChannelNames.whatsapp,
  sms: defaultChannelNames.sms,
  mobile: 'Mobile number',
  mobileDescription: "We'll send updates to this number once you confirm it in your account, and e-mail you meanwhile; if it replied STOP to us, we send nothing there until it sends START.",
  mobileMissing: 'Enter the mobile number for WhatsApp or SMS.',
  mobileInvalid: INDIAN_MOBILE_MESSAGE,
  offers: 'Offers and sales on WhatsApp or SMS',
  offersOn: (channels) => `On ${channels}, as ticked above.`,
  offersNeedChannel: 'Tick WhatsApp or SMS above first.',
  withdraw: 'Nothing is sent unless you tick it. You can turn these off at any time in your account, or by replying STOP.',
};
