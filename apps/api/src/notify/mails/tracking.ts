/**
 * The mail that tells a customer where their parcel is, at the courier's steps the owner chose
 * (shipping/delivery-settings.ts). Delivered and back-at-the-shop are moves of the order, told by its own mail
 * (delivery-update.ts), so they have no words here.
 */
import type { orders } from '../../db/schema';
import type { TrackingStep } from '../../db/tables/values';
import type { OutgoingMail } from '../../mail';

/** The steps a tracking mail tells of; the other two move the order, which mails. */
export type MailedStep = Exclude<TrackingStep, 'delivered' | 'rto_delivered'>;

type Order = Pick<typeof orders.$inferSelect, 'id' | 'courierName' | 'trackingNumber' | 'trackingUrl'>;

const WORDS: Record<MailedStep, (order: Order) => { subject: string; line: string }> = {
  picked_up: (order) => ({ subject: `the courier has your order #${order.id}`, line: `The courier has picked up your order #${order.id} from our warehouse.` }),
  in_transit: (order) => ({ subject: `your order #${order.id} is on the way`, line: `Your order #${order.id} is on its way to you.` }),
  out_for_delivery: (order) => ({
    subject: `your order #${order.id} is out for delivery`,
    line: `Your order #${order.id} is out for delivery and should reach you today. Please keep your phone at hand for the courier.`,
  }),
  delivery_failed: (order) => ({
    subject: `the courier could not deliver your order #${order.id}`,
    line: `The courier tried to deliver your order #${order.id} but could not. They will try again; if you need to change anything, reply to this e-mail.`,
  }),
  rto_initiated: (order) => ({
    subject: `your order #${order.id} is coming back to us`,
    line: `The courier could not deliver your order #${order.id} and is returning it to us. Reply to this e-mail if you still want it.`,
  }),
};

export function isMailedStep(step: TrackingStep): step is MailedStep {
  return step in WORDS;
}

export function trackingMail(order: Order, step: MailedStep, detail: string | null, customer: { email: string; name: string }, siteUrl: string): OutgoingMail {
  const { subject, line } = WORDS[step](order);
  return {
    kind: `tracking_${step}`,
    orderId: order.id,
    to: customer.email,
    subject: `BirdShield India: ${subject}`,
    text: [
      `Hello ${customer.name},`,
      '',
      line,
      ...(detail ? ['', `The courier says: ${detail}`] : []),
      '',
      `Courier: ${order.courierName ?? ''}`,
      `Tracking number: ${order.trackingNumber ?? ''}`,
      ...(order.trackingUrl ? [`Track it at ${order.trackingUrl}`] : []),
      '',
      `See your order at ${siteUrl}/orders`,
      '',
      'BirdShield India',
    ].join('\n'),
  };
}
