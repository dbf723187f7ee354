import type { NotificationTemplateSettingsLabels } from '@shop/ui/NotificationTemplateSettings';
import type { OrderNotificationsLabels } from '@shop/ui/OrderNotifications';

/**
 * The words of the shop's WhatsApp and SMS messages in the back-office: the section of an order's page that lists
 * the messages sent about it, and the owner's settings of which events send one.
 */
export const messagingCopy = {
  // The design system's words, but for the section's title (the page already says it is about messages) and
  // the retry's refusal, which the back-office words as its other refusals.
  order: {
    title: 'WhatsApp and SMS',
    retryFailed: 'It was not queued again. Try again in a minute.',
  } satisfies Partial<OrderNotificationsLabels>,
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
    // The design system's words, but for the panel's title and intro (the page's heading names the channels,
    // and the events include the cart reminder, which is about no order) and the saved note, which says the
    // change applies at once.
    panel: {
      title: 'Messages to customers',
      intro: 'Which events message the customer: each step of an order, and one reminder of a cart left behind. Each customer gets them only on the channels they chose.',
      saved: 'Saved. Messages follow these settings now.',
    } satisfies Partial<NotificationTemplateSettingsLabels>,
  },
} as const;
