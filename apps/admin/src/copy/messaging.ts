import type { NotificationTemplateSettingsLabels } from '@shop/ui/NotificationTemplateSettings';
import type { OrderNotificationsLabels } from '@shop/ui/OrderNotifications';

/** The order events that message a customer, by the contract's names. */
const events = {
  order_placed: 'Order placed',
  cod_confirmation: 'Cash-on-delivery confirmation',
  shipped: 'Shipped',
  out_for_delivery: 'Out for delivery',
  delivered: 'Delivered',
  refund_processed: 'Refund processed',
};

/**
 * The words of the shop's WhatsApp and SMS messages in the back-office: the section of an order's page that lists
 * the messages sent about it, and the owner's settings of which events send one.
 */
export const messagingCopy = {
  order: {
    title: 'WhatsApp and SMS',
    subtitle: 'Oldest first. A customer gets only the messages they chose.',
    events,
    statuses: { pending: 'Queued', sent: 'Sent', delivered: 'Delivered', read: 'Read', failed: 'Failed', dead: 'Given up' },
    whatsapp: 'WhatsApp',
    sms: 'SMS',
    demo: 'Demo: only logged, not sent',
    to: 'To',
    template: 'Template',
    attempts: 'Attempts',
    updated: 'Updated',
    lastError: 'Last error:',
    retry: 'Retry',
    retrying: 'Retrying…',
    retryWhat: (event: string, channel: string) => `the ${event} message on ${channel}`,
    queued: (event: string, channel: string) => `${event} on ${channel} is queued to be sent again.`,
    retryFailed: 'It was not queued again. Try again in a minute.',
    emptyTitle: 'No messages yet',
    emptyDescription: 'Messages about this order appear here as they are sent, if the customer chose WhatsApp or SMS.',
  } satisfies OrderNotificationsLabels,
  /** The order page's section while the messages load or when they could not be. */
  loading: 'Loading the messages…',
  loadFailed: 'The messages could not be loaded.',
  retryLoad: 'Try again',
  /** A retry the server refused: its sentence is shown; these when it has none. */
  unreachable: 'The server could not be reached. Check the connection and try again.',
  unexpected: 'Something went wrong on the server. Try again in a moment.',

  settings: {
    title: 'WhatsApp and SMS settings',
    deliverySettings: 'Delivery settings',
    loading: 'Loading the settings…',
    loadFailed: 'The settings could not be loaded.',
    retry: 'Try again',
    /** A save refused because someone else saved first (409): their settings are a press away. */
    conflict: 'Someone else changed these settings since you opened them. Load theirs, then make your change again.',
    reload: 'Load their settings',
    unreachable: 'The server could not be reached. Check the connection and try again.',
    unexpected: 'Something went wrong on the server. Try again in a moment.',
    panel: {
      title: 'Messages about orders',
      intro: 'Which order events message the customer. Each customer gets them only on the channels they chose.',
      channels: 'Channels',
      whatsapp: 'WhatsApp',
      sms: 'SMS',
      providers: { whatsapp_cloud: 'WhatsApp Cloud API', msg91: 'MSG91', demo: 'Demo' },
      connected: (provider: string) => `Connected: ${provider}`,
      demo: 'Demo: log only',
      demoNote: 'A channel in demo sends nothing to customers: its messages are only written to the server’s log. Its keys, set on the server, connect it.',
      events: 'Events',
      eventNames: events,
      eventDescriptions: {
        order_placed: 'When an order is placed, paid online or to be paid on delivery.',
        cod_confirmation: 'Asks the customer to confirm a cash-on-delivery order, with Confirm and Cancel buttons.',
        shipped: 'When the parcel leaves with the courier, with the tracking link.',
        out_for_delivery: 'When the courier sets out to deliver it.',
        delivered: 'When it is delivered, with a link to review the products.',
        refund_processed: 'When a refund is paid.',
      },
      whatsappTemplate: 'WhatsApp template',
      parameters: 'Parameters',
      buttons: 'Buttons',
      none: 'None',
      smsTemplate: 'SMS (DLT template ID)',
      noSmsTemplate: 'No SMS template configured',
      save: 'Save',
      saving: 'Saving…',
      saved: 'Saved. Messages follow these settings now.',
      unsaved: 'You have changes that are not saved yet.',
      saveFailed: 'The settings could not be saved. Please try again.',
      ownerOnly: 'Only the owner can change these.',
    } satisfies NotificationTemplateSettingsLabels,
  },
} as const;
