/**
 * The mail that tells a customer where their parcel is, at the courier's steps the owner chose
 * (shipping/delivery-settings.ts). Delivered and back-at-the-shop are moves of the order, told by its own mail
 * (delivery-update.ts), so they have no words here.
 */
import type { orders } from '../../db/schema';
import type { MessageLanguage, TrackingStep } from '../../db/tables/values';
import type { OutgoingMail } from '../../mail';
import { ORDER_MAIL_WORDS, parcelLines } from './order-confirmation';
import { pageIn } from './page-in-language';

/** The steps a tracking mail tells of; the other two move the order, which mails. */
export type MailedStep = Exclude<TrackingStep, 'delivered' | 'rto_delivered'>;

type Order = Pick<typeof orders.$inferSelect, 'id' | 'courierName' | 'trackingNumber' | 'trackingUrl'>;

const WORDS: Record<MessageLanguage, Record<MailedStep, (order: Order) => { subject: string; line: string }>> = {
  en: {
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
  },
  hi: {
    picked_up: (order) => ({ subject: `आपका ऑर्डर #${order.id} कूरियर के पास है`, line: `कूरियर ने आपका ऑर्डर #${order.id} हमारे वेयरहाउस से ले लिया है।` }),
    in_transit: (order) => ({ subject: `आपका ऑर्डर #${order.id} रास्ते में है`, line: `आपका ऑर्डर #${order.id} आप तक पहुँचने के रास्ते में है।` }),
    out_for_delivery: (order) => ({
      subject: `आपका ऑर्डर #${order.id} डिलीवरी के लिए निकल चुका है`,
      line: `आपका ऑर्डर #${order.id} डिलीवरी के लिए निकल चुका है और आज आप तक पहुँच जाना चाहिए। कृपया कूरियर के लिए अपना फ़ोन पास रखें।`,
    }),
    delivery_failed: (order) => ({
      subject: `कूरियर आपका ऑर्डर #${order.id} डिलीवर नहीं कर पाया`,
      line: `कूरियर ने आपका ऑर्डर #${order.id} डिलीवर करने की कोशिश की, लेकिन नहीं कर पाया। वे फिर से कोशिश करेंगे; कुछ बदलना हो तो इस ईमेल का जवाब दें।`,
    }),
    rto_initiated: (order) => ({
      subject: `आपका ऑर्डर #${order.id} हमारे पास वापस आ रहा है`,
      line: `कूरियर आपका ऑर्डर #${order.id} डिलीवर नहीं कर पाया और इसे हमारे पास वापस भेज रहा है। अगर आपको अब भी यह चाहिए, तो इस ईमेल का जवाब दें।`,
    }),
  },
};

/** Before the courier's own words, which stay as the courier wrote them. */
const COURIER_SAYS: Record<MessageLanguage, string> = { en: 'The courier says', hi: 'कूरियर का कहना है' };

export function isMailedStep(step: TrackingStep): step is MailedStep {
  return step in WORDS.en;
}

export function trackingMail(order: Order, step: MailedStep, detail: string | null, customer: { email: string; name: string }, siteUrl: string, language: MessageLanguage): OutgoingMail {
  const { subject, line } = WORDS[language][step](order);
  const shared = ORDER_MAIL_WORDS[language];
  return {
    kind: `tracking_${step}`,
    orderId: order.id,
    to: customer.email,
    subject: `BirdShield India: ${subject}`,
    text: [
      shared.hello(customer.name),
      '',
      line,
      ...(detail ? ['', `${COURIER_SAYS[language]}: ${detail}`] : []),
      '',
      ...parcelLines(order, language),
      '',
      shared.seeOrder(`${siteUrl}${pageIn('/orders', language)}`),
      '',
      'BirdShield India',
    ].join('\n'),
  };
}
