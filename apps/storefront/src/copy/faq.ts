import type { FaqEntry, FaqTopic } from './faqEntry';
import { contactDetails } from './contact-details';
import { areSpikesSafe, faqTitle, homeFaqEntries, residentialUse, whatAreBirdSpikes, whereToInstall, whoWeAre } from './faqHome';

/**
 * Words of the questions and answers: the FAQ page (/faqs) and the home page's 'Frequently Asked
 * Questions'. The product brief names the home page's five topics (who we are, what bird spikes are
 * and how they work, safety for birds and animals, where to install, residential use) and the
 * founding year of its first answer, 2015 (the home About text says 2010; both are kept as the
 * product brief asks). Every question and answer is ours, written to agree with the legal pages
 * (./legal.ts): 7-day returns by e-mail, refunds in 5-7 working days to the original payment
 * method, free shipping above ₹999, payment through Razorpay, shipping across India.
 * The home page shows five of these entries, kept in ./faqHome.ts so that the home page does not load
 * the other thirty answers; this page places the same objects in its topics, so an answer is changed
 * in one place.
 */

const support = { email: contactDetails.email.help };
const returns = { email: contactDetails.email.returns };
const [mainPhone] = contactDetails.phones;
const mainLine = { phone: mainPhone };
const returnPolicy = { href: '/return-policy', text: 'Returns and Refund Policy' };

// About us

const whereToBuy: FaqEntry = {
  id: 'where-to-buy',
  question: 'Where can I buy BirdShield India products?',
  answer: [
    [
      'Right here, with delivery across India, and in our brand stores on large e-commerce marketplaces. Orders placed on this website come with free shipping above ₹999, our 7-day ',
      returnPolicy,
      ' and direct help from our own team.',
    ],
  ],
};

// Bird spikes, nets and monkey spikes

const steelOrPolycarbonate: FaqEntry = {
  id: 'steel-or-polycarbonate',
  question: 'Stainless steel or polycarbonate spikes: which should I choose?',
  answer: [
    'Stainless steel spikes are the strongest and longest-lasting. They do not rust, and suit places in full sun and rain, or where people or monkeys may handle them.',
    'Polycarbonate spikes are lighter, cost less and come in clear or stone grey, so they are hard to see against most walls: a good choice for homes where looks matter.',
  ],
};

const forPigeons: FaqEntry = {
  id: 'for-pigeons',
  question: 'Which product should I buy for pigeons?',
  answer: [
    'It depends on where the pigeons are:',
    {
      list: [
        'sitting on ledges, sills, parapets or AC units: bird spikes, enough to cover the whole length;',
        'getting into a balcony, duct or courtyard, or nesting in it: an anti-bird net over the opening, with a fixing kit;',
        'perching on pipes and cables: narrow spikes, fixed with cable ties.',
      ],
    },
    [
      'Not sure? E-mail a photograph to ',
      support,
      ' or call ',
      mainLine,
      ' and we will suggest what fits. You can also ',
      { href: '/products', text: 'browse all our products' },
      '.',
    ],
  ],
};

const forMonkeys: FaqEntry = {
  id: 'for-monkeys',
  question: 'How do I keep monkeys away?',
  answer: [
    'Use our monkey spikes: heavy stainless steel spikes, taller and stronger than bird spikes, that make walls, parapets, gates and the tops of water tanks uncomfortable to climb or sit on. For pipes and poles that monkeys climb, a spike collar fits round the pipe.',
    'Like all our products they are humane: a barrier, not a trap. Bird spikes and bird nets are not strong enough to stop monkeys.',
  ],
};

// Measuring and installation

const howManySpikes: FaqEntry = {
  id: 'how-many-spikes',
  question: 'How many bird spikes do I need?',
  answer: [
    'Measure the length of every ledge, pipe or parapet you want to protect, add the lengths up, and add about 10% for ends and corners. Each product says how much it covers: a pack of 10 strips, for example, covers 3 metres.',
    'On deep ledges, fix rows side by side, or choose wide spikes, so that no strip of bare ledge is left for a bird to sit on.',
  ],
};

const measureBalcony: FaqEntry = {
  id: 'measure-balcony',
  question: 'How do I measure my balcony for a net?',
  answer: [
    {
      ordered: true,
      list: [
        'Measure the width of the opening from wall to wall, and its height from the floor or railing to the ceiling.',
        'Add about 6 inches (15 cm) on every side for fixing.',
        'Choose a net at least that size. A larger net can be trimmed to fit, but a net that has been cut cannot be returned.',
        'Add a fixing kit, or hooks and wire rope, for the whole length of the edge.',
      ],
    },
    ['If the opening is very large or an unusual shape, e-mail us the measurements and a photograph at ', support, '.'],
  ],
};

const howToInstall: FaqEntry = {
  id: 'how-to-install',
  question: 'How do I install bird spikes?',
  answer: [
    'Clean the surface of dust, droppings and loose paint and let it dry. Then fix the strips end to end along the edge:',
    {
      list: [
        'on concrete, stone, plaster and metal, with a weatherproof silicone adhesive: a bead under the base, pressed down and left to cure as the cartridge says;',
        'where you may want to remove them later, or on rough surfaces, with screws and rawl plugs through the holes in the base;',
        'on pipes, railings and cables, with UV-resistant cable ties.',
      ],
    },
    'Working at height is dangerous: use a safe ladder and a helper, never lean out over a parapet or window, and hire a professional installer for high floors and large nets.',
  ],
};

const doYouInstall: FaqEntry = {
  id: 'do-you-install',
  question: 'Do you install the products?',
  answer: [
    [
      'We make and sell the products, and our team helps you choose and fix them by phone or e-mail (',
      contactDetails.hours,
      '). Most spikes are easy to fix yourself. For high-rise balconies, large nets, factories and warehouses we recommend a local professional installer who is equipped to work at height.',
    ],
  ],
};

const removal: FaqEntry = {
  id: 'removal',
  question: 'Can spikes be removed later? Will they damage my wall?',
  answer: [
    'Spikes fixed with screws or cable ties come off cleanly, leaving only the screw holes. Adhesive holds firmly: to remove it, slide a scraper under the base and clean off what remains.',
    'Products that have been installed, glued or drilled cannot be returned, so check the fit before you fix them.',
  ],
};

// Care and durability

const lookingAfter: FaqEntry = {
  id: 'looking-after',
  question: 'How do I look after spikes and nets?',
  answer: [
    'They need very little care. Every few months, and after the monsoon, brush off leaves, twigs and droppings so birds cannot build a platform over the spikes, rinse them with plain water, and check that adhesive, screws, ties and hooks still hold.',
    'Tighten a sagging net and repair small tears before birds find them.',
  ],
};

const weather: FaqEntry = {
  id: 'weather',
  question: 'Will they last in Indian sun and monsoon rain?',
  answer: [
    'Yes. Stainless steel spikes, hooks and wire rope do not rust, and our UV-stabilised polycarbonate spikes and nets are made to stand up to strong sun and heavy rain, season after season. How long a product lasts depends on how exposed it is, and on how well it is fixed and looked after.',
  ],
};

// Ordering and payment

const howToOrder: FaqEntry = {
  id: 'how-to-order',
  question: 'How do I place an order?',
  answer: [
    {
      ordered: true,
      list: [
        'Add the products you need to your cart. It keeps them on this device until you order.',
        'In the cart, enter your PIN code to check that we deliver to you.',
        'Go to checkout. You need an account: sign up with your name, e-mail address, phone number and a password, enter the 6-digit code we e-mail you, and log in.',
        'Choose or add a delivery address, and pay online.',
      ],
    },
    ['As soon as your payment is confirmed, the order appears under ', { href: '/orders', text: 'Your Orders' }, '.'],
  ],
};

const paymentMethods: FaqEntry = {
  id: 'payment-methods',
  question: 'Which payment methods do you accept?',
  answer: [
    'We take payment online through Razorpay, our payment gateway: credit and debit cards, UPI, net banking and wallets, as offered in the payment window. Prices are in Indian Rupees (INR) and include applicable taxes.',
  ],
};

const cashOnDelivery: FaqEntry = {
  id: 'cash-on-delivery',
  question: 'Do you offer cash on delivery?',
  answer: ['No. Every order is paid online through Razorpay when you place it, by card, UPI, net banking or wallet.'],
};

const safePayment: FaqEntry = {
  id: 'safe-payment',
  question: 'Is it safe to pay on this website?',
  answer: [
    'Yes. Our website is served over an encrypted connection (HTTPS), and your card, UPI or bank details go straight to Razorpay in its own secure payment window. We never see or store them.',
  ],
};

const paymentNotConfirmed: FaqEntry = {
  id: 'payment-not-confirmed',
  question: 'Money left my account but my order was not confirmed. What now?',
  answer: [
    [
      'An order whose payment failed or was not confirmed is not shipped. If money was deducted, your bank or Razorpay normally returns it automatically within 5-7 working days. If it has not arrived by then, write to ',
      support,
      ' with the date, the amount and the e-mail address you use on our website.',
    ],
  ],
};

const cancelOrder: FaqEntry = {
  id: 'cancel-order',
  question: 'Can I cancel my order?',
  answer: [
    [
      'Yes, free of charge until it is dispatched: write to ',
      support,
      ' with your order number. We refund the full amount to your original payment method within 5-7 working days. Once dispatched, an order can be returned as our ',
      returnPolicy,
      ' describes.',
    ],
  ],
};

const bulkOrders: FaqEntry = {
  id: 'bulk-orders',
  question: 'Do you take bulk orders from contractors, housing societies and businesses?',
  answer: [
    [
      'Yes. Our bulk and contractor packs cover long ledges, rooftops and warehouses; see ',
      { href: '/offers', text: 'Offers & Promotions' },
      ' for current savings. For a large project, send the measurements and a few photographs to ',
      support,
      ' or call ',
      mainLine,
      ', and we will suggest products and quantities.',
    ],
  ],
};

const writeReview: FaqEntry = {
  id: 'write-review',
  question: 'How can I review a product I bought?',
  answer: [
    [
      'Reviews come from customers whose order has been delivered. Log in, open the order under ',
      { href: '/orders', text: 'Your Orders' },
      ' and choose Add Review beside the product.',
    ],
  ],
};

// Shipping and delivery

const whereWeDeliver: FaqEntry = {
  id: 'where-we-deliver',
  question: 'Where do you deliver?',
  answer: [
    'We ship to addresses across India served by our courier partners. Enter your PIN code in the cart to check delivery to your address before you check out.',
  ],
};

const shippingCost: FaqEntry = {
  id: 'shipping-cost',
  question: 'How much does shipping cost?',
  answer: ['Orders above ₹999 ship free. Any shipping charge for your order is shown in the cart and at checkout, before you pay.'],
};

const deliveryTime: FaqEntry = {
  id: 'delivery-time',
  question: 'How long will delivery take?',
  answer: [
    'We usually dispatch orders within 1-3 working days of payment. Delivery then normally takes 3-7 working days, and longer to remote areas.',
    'These times are estimates: couriers, weather and other events beyond our control can delay a parcel. If yours is late, write to us and we will help you track it.',
  ],
};

const trackOrder: FaqEntry = {
  id: 'track-order',
  question: 'How do I track my order?',
  answer: [
    [
      'Log in and open ',
      { href: '/orders', text: 'Your Orders' },
      ': each order shows its payment and delivery status, and View Details shows the whole order. For a question about a delivery, write to ',
      support,
      ' with your order number.',
    ],
  ],
};

const damagedParcel: FaqEntry = {
  id: 'damaged-parcel',
  question: 'My parcel arrived damaged or something is missing. What do I do?',
  answer: [
    [
      'Take photographs of the parcel and the products, and e-mail ',
      returns,
      ' within 7 days of delivery with your order number. We will send a replacement or refund you in full, including any shipping charge, and collect the product at our cost.',
    ],
  ],
};

const outsideIndia: FaqEntry = {
  id: 'outside-india',
  question: 'Do you ship outside India?',
  answer: [['Orders on this website are delivered within India. For enquiries from abroad, write to ', support, '.']],
};

// Returns and refunds

const howToReturn: FaqEntry = {
  id: 'how-to-return',
  question: 'How do I return a product?',
  answer: [
    ['E-mail ', returns, ' within 7 days of delivery with:'],
    {
      list: [
        'your order number;',
        'the products and quantities you want to return;',
        'the reason for the return;',
        'photographs of the product and its packaging.',
      ],
    },
    'We reply within 2 working days and arrange a pickup or give you the address to send it to. Pack the product unused, in its original packaging, with all its parts and fixings.',
  ],
};

const refundTime: FaqEntry = {
  id: 'refund-time',
  question: 'How long do refunds take?',
  answer: [
    'Once your return is approved, we refund you within 5-7 working days to the original payment method: the card, UPI account, bank account or wallet you paid with. Your bank may take a few more days to show it on your statement.',
    'We do not refund in cash or as store credit.',
  ],
};

const notReturnable: FaqEntry = {
  id: 'not-returnable',
  question: 'What cannot be returned?',
  answer: [
    {
      list: [
        'Products damaged through misuse, incorrect installation or careless handling after delivery.',
        'Custom or modified items: nets made or cut to your measurements, spike strips cut to length, and products that have been installed, glued or drilled.',
        'Items for which a return is requested more than 7 days after delivery.',
      ],
    },
    ['The full terms are in our ', returnPolicy, '.'],
  ],
};

const exchanges: FaqEntry = {
  id: 'exchanges',
  question: 'Can I exchange a product for another size?',
  answer: [
    'We do not exchange products. Return the original within 7 days of delivery and place a new order for the one you need.',
  ],
};

const returnShipping: FaqEntry = {
  id: 'return-shipping',
  question: 'Who pays for return shipping?',
  answer: [
    'We do, if the product arrived damaged, defective or different from your order. For other returns, the cost of sending the product back is yours.',
  ],
};

export const faqCopy = {
  title: faqTitle,
  // Ours: under the title of /faqs.
  intro:
    'Answers about our bird spikes, nets and monkey spikes, and about ordering, paying, delivery and returns. If your question is not here, our team is happy to help.',
  // Ours: names the list of topic links at the top of /faqs.
  topicsLabel: 'Topics',

  topics: [
    { id: 'about-us', title: 'About BirdShield India', entries: [whoWeAre, whereToBuy] },
    {
      id: 'products',
      title: 'Bird spikes, nets and monkey spikes',
      entries: [whatAreBirdSpikes, areSpikesSafe, whereToInstall, residentialUse, steelOrPolycarbonate, forPigeons, forMonkeys],
    },
    { id: 'installation', title: 'Measuring and installation', entries: [howManySpikes, measureBalcony, howToInstall, doYouInstall, removal] },
    { id: 'care', title: 'Care and durability', entries: [lookingAfter, weather] },
    {
      id: 'ordering',
      title: 'Ordering and payment',
      entries: [howToOrder, paymentMethods, cashOnDelivery, safePayment, paymentNotConfirmed, cancelOrder, bulkOrders, writeReview],
    },
    { id: 'shipping', title: 'Shipping and delivery', entries: [whereWeDeliver, shippingCost, deliveryTime, trackOrder, damagedParcel, outsideIndia] },
    { id: 'returns', title: 'Returns and refunds', entries: [howToReturn, refundTime, notReturnable, exchanges, returnShipping] },
  ] satisfies readonly FaqTopic[],

  /** The home page's five, in the product brief's order: the same objects as on /faqs. */
  home: homeFaqEntries,

  // Ours: the box at the foot of /faqs.
  contact: {
    title: 'Still have a question?',
    body: `Call us or write to us (${contactDetails.hours}) and we will get back to you as soon as possible.`,
    phoneLabel: 'Phone',
    emailLabel: 'E-mail',
    sendMessage: 'Send us a message',
  },
} as const;
