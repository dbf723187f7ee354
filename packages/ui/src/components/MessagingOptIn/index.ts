export { MessagingOptIn, type MessagingOptInProps, type MessagingOptInValue, type MessagingOptInLabels } from './MessagingOptIn';
export type { MessagingChannel, ConsentSource } from './messagingChannels';
