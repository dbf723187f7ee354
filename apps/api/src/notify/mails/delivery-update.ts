/**
 * The mail that tells the customer their order moved: being packed, on its way (with the courier, the
 * tracking number and the courier's page), delivered (with an invitation to review), cancelled (saying
 * why, when a cash-on-delivery customer cancelled it or did not confirm it in time), or returned to the
 * shop by the courier.
 */
import { formatPaise } from '@shop/rules';
import type { orders } from '../../db/schema';
import type { DeliveryStatus, MessageLanguage } from '../../db/tables/values';
import type { OutgoingMail } from '../../mail';
import { ORDER_MAIL_WORDS, parcelLines } from './order-confirmation';
import { pageIn } from './page-in-language';

type Order = typeof orders.$inferSelect;

export function deliveryUpdateMail(order: Order, customer: { email: string; name: string }, siteUrl: string, language: MessageLanguage): OutgoingMail {
  // The order list: the detail page's link carries an id only the storefront encodes.
  const orderPage = `${siteUrl}${pageIn('/orders', language)}`;
  const { subject, lines } = WORDS[language][order.deliveryStatus as Exclude<DeliveryStatus, 'pending'>](order);
  return {
    kind: `order_${order.deliveryStatus}`,
    orderId: order.id,
    to: customer.email,
    subject: `BirdShield India: ${subject}`,
    text: [ORDER_MAIL_WORDS[language].hello(customer.name), '', ...lines, '', ORDER_MAIL_WORDS[language].seeOrder(orderPage), '', 'BirdShield India'].join('\n'),
  };
}

type Step = Exclude<DeliveryStatus, 'pending'>;

const paidOnline = (order: Order) => order.paymentStatus === 'completed' || order.paymentStatus === 'partially_refunded';

const WORDS: Record<MessageLanguage, Record<Step, (order: Order) => { subject: string; lines: string[] }>> = {
  en: {
    processing: (order) => ({
      subject: `we are packing your order #${order.id}`,
      lines: [`Your order #${order.id} is being packed. We will write again when it leaves with the courier.`],
    }),
    shipped: (order) => ({
      subject: `your order #${order.id} is on its way`,
      lines: [
        `Your order #${order.id} has left our warehouse.`,
        '',
        ...parcelLines(order, 'en'),
      ],
    }),
    delivered: (order) => ({
      subject: `your order #${order.id} is delivered`,
      lines: [
        `Your order #${order.id} has been delivered. We hope it keeps the birds away.`,
        '',
        'You can now review what you bought from the order page; your review helps other customers choose.',
      ],
    }),
    cancelled: (order) => ({
      subject: `your order #${order.id} is cancelled`,
      lines: [
        `Your order #${order.id} (${formatPaise(order.totalPaise)}) has been cancelled.`,
        ...(order.codConfirmation === 'expired'
          ? ['', 'It was to be paid on delivery and was not confirmed in time, so we have not sent it. You are welcome to order again.']
          : []),
        ...(order.codConfirmation === 'cancelled' && order.codAnsweredAt ? ['', 'You cancelled it from the confirmation we sent, so we will not send it. Nothing is due.'] : []),
        ...(paidOnline(order) ? ['', 'The amount you paid will be refunded to the way you paid.'] : []),
      ],
    }),
    returned: (order) => ({
      subject: `your order #${order.id} came back to us`,
      lines: [
        `The courier could not deliver your order #${order.id} and has brought it back to us.`,
        ...(order.paymentMethod === 'online'
          ? ['', 'Write to us or reply to this e-mail and we will send it again or refund what you paid.']
          : ['', 'Nothing was collected from you. If you still want it, you are welcome to order again.']),
      ],
    }),
  },
  hi: {
    processing: (order) => ({
      subject: `आपका ऑर्डर #${order.id} पैक हो रहा है`,
      lines: [`आपका ऑर्डर #${order.id} पैक हो रहा है। कूरियर के साथ रवाना होने पर हम फिर लिखेंगे।`],
    }),
    shipped: (order) => ({
      subject: `आपका ऑर्डर #${order.id} रास्ते में है`,
      lines: [
        `आपका ऑर्डर #${order.id} हमारे वेयरहाउस से निकल चुका है।`,
        '',
        ...parcelLines(order, 'hi'),
      ],
    }),
    delivered: (order) => ({
      subject: `आपका ऑर्डर #${order.id} डिलीवर हो गया है`,
      lines: [
        `आपका ऑर्डर #${order.id} डिलीवर हो गया है। हमें उम्मीद है कि यह पक्षियों को दूर रखेगा।`,
        '',
        'अब आप ऑर्डर पेज से अपनी खरीदी चीज़ की समीक्षा लिख सकते हैं; आपकी समीक्षा दूसरे ग्राहकों को चुनने में मदद करती है।',
      ],
    }),
    cancelled: (order) => ({
      subject: `आपका ऑर्डर #${order.id} रद्द हो गया है`,
      lines: [
        `आपका ऑर्डर #${order.id} (${formatPaise(order.totalPaise)}) रद्द कर दिया गया है।`,
        ...(order.codConfirmation === 'expired'
          ? ['', 'इसका भुगतान कैश ऑन डिलीवरी से होना था और यह समय पर कन्फ़र्म नहीं हुआ, इसलिए हमने इसे नहीं भेजा। आप फिर से ऑर्डर कर सकते हैं।']
          : []),
        ...(order.codConfirmation === 'cancelled' && order.codAnsweredAt ? ['', 'आपने हमारे भेजे कन्फ़र्मेशन से इसे रद्द किया, इसलिए हम इसे नहीं भेजेंगे। कुछ भी देय नहीं है।'] : []),
        ...(paidOnline(order) ? ['', 'आपकी चुकाई गई राशि उसी तरीके से रिफ़ंड होगी जिससे आपने भुगतान किया था।'] : []),
      ],
    }),
    returned: (order) => ({
      subject: `आपका ऑर्डर #${order.id} हमारे पास वापस आ गया है`,
      lines: [
        `कूरियर आपका ऑर्डर #${order.id} डिलीवर नहीं कर पाया और इसे हमारे पास वापस ले आया है।`,
        ...(order.paymentMethod === 'online'
          ? ['', 'हमें लिखें या इस ईमेल का जवाब दें, हम इसे फिर से भेजेंगे या आपका भुगतान रिफ़ंड करेंगे।']
          : ['', 'आपसे कुछ नहीं लिया गया। अगर आपको अब भी यह चाहिए, तो आप फिर से ऑर्डर कर सकते हैं।']),
      ],
    }),
  },
};
