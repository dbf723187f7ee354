import type { NotificationTemplate } from '../NotificationTemplateSettings';

/** The shop's six events as the API lists them (stories only); SMS is set up for four of them. */
export const shopTemplates: NotificationTemplate[] = [
  {
    event: 'order_placed',
    enabled: true,
    whatsapp_template: 'order_placed',
    sms_template_id: '1207170000000000101',
    parameters: ['customer name', 'order number', 'order total', 'order page link'],
    buttons: [],
  },
  {
    event: 'cod_confirmation',
    enabled: true,
    whatsapp_template: 'cod_confirmation',
    sms_template_id: '1207170000000000102',
    parameters: ['customer name', 'order number', 'amount to pay on delivery', 'confirm by (India time)', 'confirmation link'],
    buttons: ['Confirm order', 'Cancel order'],
  },
  {
    event: 'shipped',
    enabled: true,
    whatsapp_template: 'order_shipped',
    sms_template_id: '1207170000000000103',
    parameters: ['customer name', 'order number', 'courier', 'tracking link'],
    buttons: [],
  },
  {
    event: 'out_for_delivery',
    enabled: false,
    whatsapp_template: 'order_out_for_delivery',
    sms_template_id: null,
    parameters: ['customer name', 'order number', 'amount to pay on delivery, or "nothing"'],
    buttons: [],
  },
  {
    event: 'delivered',
    enabled: true,
    whatsapp_template: 'order_delivered',
    sms_template_id: '1207170000000000105',
    parameters: ['customer name', 'order number', 'review link'],
    buttons: [],
  },
  {
    event: 'refund_processed',
    enabled: false,
    whatsapp_template: 'refund_processed',
    sms_template_id: null,
    parameters: ['customer name', 'refund amount', 'order number', 'order page link'],
    buttons: [],
  },
];

/** One event with long names, as a shop that versions its templates in their names writes them. */
export const longTemplate: NotificationTemplate = {
  event: 'cod_confirmation',
  enabled: true,
  whatsapp_template: 'cod_confirmation_with_confirm_and_cancel_buttons_v3_hindi_english',
  sms_template_id: '1207170000000000102000000000000000000001',
  parameters: [
    'customer name',
    'order number',
    'amount to pay on delivery, in rupees with the paise, as written on the invoice',
    'confirm by (India time)',
    'confirmation link on the shop’s own domain (whitelisted with the DLT operator)',
  ],
  buttons: ['Confirm order', 'Cancel order', 'Talk to us on WhatsApp'],
};
