import type { LegalDocument, RichText } from './legalDocument';
import { addressLines, contactDetails } from './contact-details';

/**
 * Words of the legal pages: /privacy-policy, /terms and /return-policy. The product brief lists
 * what each covers (7-day returns requested by e-mail, refunds in 5-7 working days to the original
 * payment method, shipping across India, claims within 7 days of delivery); the full wording is
 * ours, written for BirdShield India and its customers in India. Contact facts come from
 * ./contact-details.ts, so a changed address or e-mail changes here too.
 */

const support = { email: contactDetails.email.help };
const returns = { email: contactDetails.email.returns };
const [mainPhone, secondPhone] = contactDetails.phones;
const postalAddress = addressLines().join(', ');
const phones = `${mainPhone.display} or ${secondPhone.display}`;

const contactBlock = (emailLine: RichText): RichText[] => [
  emailLine,
  `Phone: ${phones} (${contactDetails.hours}).`,
  `Post: ${postalAddress}.`,
];

export const legalCopy = {
  // Ours: the shared parts of the three pages.
  lastUpdated: 'Last updated:',
  contents: 'On this page',
  backToTop: 'Back to top',
  otherPolicies: 'Other policies',
  questions: 'Questions?',
  questionsBody: 'We are happy to explain anything on this page.',
  contactUs: 'Contact us',

  privacy: {
    title: 'Privacy Policy',
    lastUpdated: '2026-11-20',
    intro: [
      'This policy explains what personal data BirdShield India ("we", "us") collects when you visit our website, create an account, buy from us or write to us; why we collect it; who we share it with; and the choices and rights you have.',
      'We process personal data in line with the Digital Personal Data Protection Act, 2023 (the "DPDP Act") and the Information Technology Act, 2000. By using our website you agree to the processing described here.',
    ],
    sections: [
      {
        id: 'information-we-collect',
        title: 'Information we collect',
        blocks: [
          { heading: 'Information you give us' },
          {
            list: [
              'Account details: your full name, e-mail address, contact number and password. We store only a one-way hash of your password, never the password itself.',
              "Delivery addresses you save: the receiver's full name, phone number, address, city, state and PIN code.",
              'Orders: the products, quantities and amounts of each order, its delivery address, and its payment and delivery status.',
              'Reviews you write, with the name shown beside them, and the products on your wishlist.',
              'Messages you send through our contact form or by e-mail: your name, e-mail address, subject and message.',
            ],
          },
          { heading: 'Information collected automatically' },
          {
            list: [
              'Technical data our servers record when you use the site: IP address, browser and device type, the pages requested and the time of each request. We use it to run the site, fix faults and protect it from abuse.',
              'Data kept in your own browser to make the site work; see "Cookies and browser storage" below.',
            ],
          },
          { heading: 'Payment information' },
          "Card, UPI, net banking and wallet details are entered in Razorpay's secure payment window and go directly to Razorpay, our payment gateway. We never see or store your full card number, CVV, UPI PIN or banking password; we receive only the payment reference, the payment method and whether the payment succeeded, so we can match it to your order.",
        ],
      },
      {
        id: 'how-we-use-information',
        title: 'How we use your information',
        blocks: [
          {
            list: [
              'To create and secure your account, and to verify your e-mail address with a one-time password.',
              'To process your orders and payments, deliver your products and keep you informed about your order.',
              'To answer your enquiries and complaints, and to handle returns and refunds.',
              'To publish the reviews you write.',
              'To detect and prevent fraud and misuse, and to keep our website secure.',
              'To meet our legal obligations, such as keeping tax invoices and accounting records.',
            ],
          },
          'We process your personal data with your consent, which you give when you create an account, place an order or send us a message, and for the legitimate uses the DPDP Act allows, such as complying with the law. You may withdraw your consent at any time (see "Your rights"). Withdrawal does not affect processing already done, and we may still keep records the law requires.',
          'We do not send you marketing e-mails unless you have asked for them, and every such e-mail lets you unsubscribe. We do not make automated decisions about you.',
        ],
      },
      {
        id: 'data-sharing',
        title: 'Data sharing',
        blocks: [
          'We do not sell or rent your personal data. We share it only with those who help us serve you, and only as much as each of them needs:',
          {
            list: [
              'Razorpay, our payment gateway, to process your payment: your name, e-mail address, contact number and the order amount.',
              "Courier and logistics partners, to deliver your order: the receiver's name, phone number and delivery address.",
              'Our hosting, e-mail and IT service providers, who store and process data for us under contract and confidentiality obligations.',
              'Government authorities, courts and law enforcement agencies, when the law requires it, or to protect our rights, our customers or the public.',
            ],
          },
          'These partners process your data on our instructions. If any of them processes data outside India, we make sure it stays protected as this policy describes and as Indian law requires.',
        ],
      },
      {
        id: 'cookies',
        title: 'Cookies and browser storage',
        blocks: [
          "We do not use advertising or cross-site tracking cookies. Our website keeps a few items in your browser's local storage, only to do what you ask of it:",
          {
            list: [
              '"cartItems": the contents of your cart, so it is still there when you come back.',
              '"token": keeps you signed in to your account.',
              '"user-storage": your profile details, such as the name shown in the header. It stays in your browser after you log out until you clear your browsing data.',
            ],
          },
          "Razorpay may set its own cookies inside its payment window to process your payment securely and prevent fraud, and the map on our contact page comes from a third-party maps service that may set cookies when it loads. You can clear cookies and site data at any time in your browser's settings; your cart will then be emptied and you will be signed out.",
        ],
      },
      {
        id: 'security-and-retention',
        title: 'Security and retention',
        blocks: [
          'Our website is served over an encrypted connection (HTTPS), passwords are stored only as hashes, and access to personal data is limited to the people who need it to serve you. No system is perfectly secure; if a personal data breach occurs we will inform you and the Data Protection Board of India as the law requires.',
          'We keep your account data while your account is open. Orders and invoices are kept for as long as Indian tax and accounting laws require, currently up to eight years. Other data is deleted once it is no longer needed for the purpose it was collected for.',
        ],
      },
      {
        id: 'your-rights',
        title: 'Your rights',
        blocks: [
          'Under the Digital Personal Data Protection Act, 2023 you have the right to:',
          {
            list: [
              'get a summary of the personal data we hold about you, how we process it, and who we have shared it with;',
              'have inaccurate or incomplete data corrected and updated, and have your data erased when it is no longer needed, unless the law requires us to keep it;',
              'withdraw your consent at any time, as easily as you gave it;',
              'have your grievances about our handling of your data redressed;',
              'nominate a person to exercise these rights for you in the event of your death or incapacity.',
            ],
          },
          ['You can update your name, contact number and addresses in your account at any time. For anything else, write to us at ', support, '. We may ask you to confirm your identity before we act on a request.'],
          { heading: 'Grievance officer' },
          ['If you have a concern about how we handle your personal data, contact our Grievance Officer at ', support, ' (subject "Privacy grievance"), by phone on ', phones, ', or by post at ', postalAddress, '. We acknowledge every complaint within 48 hours and resolve it within 30 days. If you are not satisfied with our answer, you may complain to the Data Protection Board of India.'],
        ],
      },
      {
        id: 'children',
        title: 'Children',
        blocks: [
          'Our website is meant for adults. We do not knowingly collect personal data of anyone under 18 without the verifiable consent of a parent or lawful guardian. If you believe a child has given us personal data, write to us and we will delete it.',
        ],
      },
      {
        id: 'updates',
        title: 'Updates to this policy',
        blocks: [
          'We may update this policy when our services or the law change. The "Last updated" date at the top shows when it last changed. If a change affects how we use data you have already given us, we will tell you on the website or by e-mail before it applies.',
        ],
      },
    ],
  } satisfies LegalDocument,

  terms: {
    title: 'Terms and Conditions',
    lastUpdated: '2026-11-20',
    intro: [
      `These terms apply to your use of the BirdShield India website and to every order you place on it. The website is run by BirdShield India, ${postalAddress}.`,
      [
        'By using the website or placing an order you accept these terms, our ',
        { href: '/privacy-policy', text: 'Privacy Policy' },
        ' and our ',
        { href: '/return-policy', text: 'Returns and Refund Policy' },
        '. If you do not agree with them, please do not use the website.',
      ],
    ],
    sections: [
      {
        id: 'use-of-the-website',
        title: 'Use of the website',
        blocks: [
          {
            list: [
              'You must be at least 18 years old to create an account or place an order, or use the website with the involvement of a parent or guardian.',
              'Keep your password and one-time passwords to yourself. You are responsible for what is done with your account; tell us at once if you think someone else has used it.',
              'Give true, current and complete information, especially your delivery address and phone number.',
              'Do not misuse the website: do not try to break into it or overload it, copy its content in bulk, place fraudulent orders, or post reviews that are unlawful, abusive, misleading or not about the product.',
            ],
          },
          'We may suspend or close an account that breaks these terms, and remove reviews that break them.',
          'The text, photographs, illustrations, logos and the BirdShield India name on this website belong to us or our licensors. Please do not use them without our written permission.',
        ],
      },
      {
        id: 'product-information',
        title: 'Product information',
        blocks: [
          {
            list: [
              'We describe our products as accurately as we can. Photographs and illustrations show the product type; colour, finish and packaging may vary slightly between batches.',
              "Sizes, coverage and pack quantities are given in each product's description and technical specifications. Please measure the place you want to protect before you order. Our guides and advice are general, because every building is different.",
              'Our spikes and nets are humane deterrents: they stop birds and monkeys from landing or getting in without harming them. They must be installed and used as described, and never to injure animals.',
              'Prices are in Indian Rupees (INR) and include applicable taxes unless stated otherwise. We may change prices and products at any time; the price that applies to your order is the one shown when you place it.',
              'If a product is shown at a clearly wrong price because of an error, we may cancel the order and refund the full amount you paid.',
            ],
          },
        ],
      },
      {
        id: 'orders-and-payments',
        title: 'Orders and payments',
        blocks: [
          {
            list: [
              'Placing an order is an offer to buy. The contract is made when your payment succeeds and we confirm your order. We may decline or cancel an order, for example if a product is out of stock, the address is outside our delivery area or we suspect fraud, and we then refund any amount paid in full.',
              'All payments are made online in Indian Rupees (INR) through Razorpay, our payment gateway, by credit or debit card, UPI, net banking or wallet, as offered in the payment window. Razorpay processes your payment under its own terms and security standards; we never see or store your card details.',
              'An order whose payment has failed or is not yet confirmed is not shipped. If money was deducted for an order that was not confirmed, your bank or Razorpay normally returns it automatically within 5-7 working days; write to us if it does not arrive.',
              ['You can cancel an order free of charge until it is dispatched by writing to ', support, ' with your order number. The full amount is refunded to your original payment method within 5-7 working days.'],
            ],
          },
        ],
      },
      {
        id: 'shipping',
        title: 'Shipping across India',
        blocks: [
          {
            list: [
              'We ship to addresses across India served by our courier partners. You can check your PIN code in the cart before you check out.',
              'Orders above ₹999 ship free. Any shipping charge for your order is shown in the cart and at checkout before you pay.',
              'We usually dispatch orders within 1-3 working days of payment. Delivery normally takes 3-7 working days, and longer to remote areas. These times are estimates; couriers, weather and other events beyond our control can delay a parcel, and we will help you track it.',
              'Please check your parcel when it arrives. If it is damaged, opened or not what you ordered, take photographs and tell us within 7 days of delivery.',
            ],
          },
        ],
      },
      {
        id: 'installation-and-safe-use',
        title: 'Installation and safe use',
        blocks: [
          'You are responsible for installing the products safely, or for having them installed by a competent person, following our instructions and the rules of your building or housing society. Working at height is dangerous: use a safe ladder, a helper and safety equipment, or hire a professional. Ask your building owner or solar installer before fixing products to their property or equipment.',
        ],
      },
      {
        id: 'liability',
        title: 'Liability',
        blocks: [
          {
            list: [
              ['Claims for products that arrive damaged, defective, incomplete or different from your order must be made within 7 days of delivery, by e-mail to ', support, ' with your order number and photographs. We will replace the product or refund it as our ', { href: '/return-policy', text: 'Returns and Refund Policy' }, ' describes.'],
              'Our total liability for an order is limited to the amount you paid for that order.',
              'We are not liable for indirect or consequential losses, or for damage caused by incorrect installation, misuse, normal wear or use contrary to our instructions.',
              'Nothing in these terms limits your rights as a consumer under the Consumer Protection Act, 2019, or any liability that cannot be limited by law.',
            ],
          },
        ],
      },
      {
        id: 'governing-law',
        title: 'Governing law and disputes',
        blocks: [
          'These terms are governed by the laws of India. If something goes wrong, please write to us first: most problems are solved quickly. Otherwise the courts at Gurugram, Haryana have jurisdiction, without affecting your right to approach the consumer commission where you live.',
        ],
      },
      {
        id: 'changes',
        title: 'Changes to these terms',
        blocks: [
          'We may change these terms from time to time. The version shown on this page when you place an order applies to that order. The "Last updated" date at the top shows when the terms last changed.',
        ],
      },
      {
        id: 'contact',
        title: 'Contact',
        blocks: contactBlock(['E-mail: ', support, '.']),
      },
    ],
  } satisfies LegalDocument,

  returns: {
    title: 'Returns and Refund Policy',
    lastUpdated: '2026-11-20',
    intro: [
      'We want you to be happy with every spike, net and fixing you buy from BirdShield India. If something is not right, this policy explains how to return it and get your money back.',
    ],
    sections: [
      {
        id: 'returns-within-7-days',
        title: 'Returns within 7 days of delivery',
        blocks: [
          ['Returns are requested by e-mail within 7 days of delivery. Write to ', returns, ' with:'],
          {
            list: [
              'your order number;',
              'the product or products you want to return, and the quantity;',
              'the reason for the return;',
              'photographs of the product and its packaging, especially if it arrived damaged or defective.',
            ],
          },
          'Requests sent after 7 days from delivery cannot be accepted.',
        ],
      },
      {
        id: 'how-returns-work',
        title: 'How a return works',
        blocks: [
          {
            ordered: true,
            list: [
              ['E-mail your request to ', returns, ' within 7 days of delivery.'],
              'We reply within 2 working days to confirm that the return is accepted, and arrange a pickup or give you the address to send the product to.',
              'Pack the product unused, in its original packaging, with all its parts, fixings and accessories.',
              'When the product reaches us we check it and tell you by e-mail whether the refund is approved.',
            ],
          },
          'If the product arrived damaged, defective or different from your order, we pay for the return. For other returns, the cost of sending the product back is yours.',
        ],
      },
      {
        id: 'refunds',
        title: 'Refunds',
        blocks: [
          'Once a return is approved, we refund you within 5-7 working days to the original payment method: the card, UPI account, bank account or wallet you paid with. Your bank may take a few more days to show the amount on your statement.',
          'We do not refund in cash or as store credit.',
        ],
      },
      {
        id: 'non-returnable-items',
        title: 'Items that cannot be returned',
        blocks: [
          {
            list: [
              'Products damaged through misuse, incorrect installation or careless handling after delivery.',
              'Custom or modified items: nets made or cut to your measurements, spike strips cut to length, and products that have been installed, glued or drilled.',
              'Items for which a return is requested more than 7 days after delivery.',
            ],
          },
        ],
      },
      {
        id: 'no-exchanges',
        title: 'No exchanges',
        blocks: [
          'We do not exchange products. If you need a different size, material or product, return the original under this policy and place a new order for the one you need.',
        ],
      },
      {
        id: 'damaged-or-wrong-items',
        title: 'Damaged, defective or wrong items',
        blocks: [
          ['If your order arrives damaged, defective, incomplete or not what you ordered, e-mail ', returns, ' within 7 days of delivery with your order number and photographs. We will send a replacement or refund you in full, including any shipping charge, and collect the product at our cost.'],
        ],
      },
      {
        id: 'cancellations',
        title: 'Cancelling an order',
        blocks: [
          ['You can cancel an order free of charge until it is dispatched: write to ', support, ' with your order number. The full amount is refunded to your original payment method within 5-7 working days. Once an order has been dispatched, it can be returned as described above.'],
        ],
      },
      {
        id: 'contact',
        title: 'Contact',
        blocks: contactBlock(['Returns: ', returns, '. Orders and other questions: ', support, '.']),
      },
    ],
  } satisfies LegalDocument,
} as const;
