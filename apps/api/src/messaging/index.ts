/**
 * Messaging's public face: the WhatsApp and SMS channels as configured and their templates, a customer's consent
 * and proved number, the owner's switches for each event, unsubscribing from offers, and WhatsApp's webhook as
 * read, as the rest of the API uses them. Everything else in this folder is its own business.
 */
export { PermanentSendError } from './channel';
export { allowedChannels, changeMessagingPreferences, chosenChannels, consentHistory, eraseMessaging, isSuppressed, messagingPreferences, optInByReply, proveByReply, recordOptIn, withdrawByReply } from './consent';
export type { Msg91Config } from './msg91-sms';
export { notificationSettings, updateNotificationSettings } from './notification-settings';
export { confirmNumberCode, sendNumberCode } from './number-proof';
export { UNSUBSCRIBES_PER_CLIENT, offerUnsubscribeLinks, unsubscribeFromOffers } from './offer-unsubscribe';
export { orderMessage } from './order-message';
export type { MessageContent } from './order-message';
export { messagingSetup } from './setup';
export type { MessagingSetup } from './setup';
export { FAILED_DELIVERY_WORDS, RETURN_STEP_WORDS, TEMPLATES, cartReminderParameters, complaintParameters, greetingName, quoteParameters, readButtonPayload, visitParameters } from './templates';
export type { ComplaintStep, QuoteStep, ReturnStep } from './templates';
export type { WhatsAppConfig } from './whatsapp-cloud';
export { readWhatsAppEvents, whatsAppSignatureIsValid, whatsAppVerifyChallenge } from './whatsapp-webhook';
export type { WhatsAppEvent } from './whatsapp-webhook';
