/**
 * Words of the signed-in customer's pages: the account home (/account), Manage Account, Manage
 * Payment Methods. Quoted strings from the product brief are exact,
 * typos included; the rest is marked as ours (the product brief does not show the two Manage pages).
 * The address book's words are in ./addresses.ts, the wishlist's in ./wishlist.ts.
 */
export const accountCopy = {
  // Ours: the trail above every account page.
  breadcrumbs: {
    label: 'Breadcrumbs',
    home: 'Home',
    account: 'My Account',
  },

  // Ours: spoken while the profile loads; under an empty required field after a submit.
  loadingProfile: 'Loading your account',
  fieldRequired: 'This field is required.',

  home: {
    // 'Welcome Back, {name}'; until the profile has loaded, the greeting alone.
    title: (name: string | undefined) => (name ? `Welcome Back, ${name}` : 'Welcome Back'),
    // Ours: the line under the greeting.
    signedInAs: (email: string) => `Signed in as ${email}`,
    intro: 'Manage your details, orders, delivery addresses and payments.',
    cardsLabel: 'Account sections',
    cards: {
      manageAccount: { title: 'Manage Account', description: 'Change your name, contact number, password and WhatsApp or SMS updates.' },
      manageOrders: { title: 'Manage Orders', description: 'Follow deliveries, see order details and review products.' },
      manageAddress: { title: 'Manage Address', description: 'Add or remove the delivery addresses you use at checkout.' },
      managePaymentMethods: { title: 'Manage Payment Methods', description: 'Cards, UPI and netbanking: how paying with us works.' },
    },
    // Ours: phones have no account menu in the header, so the account home offers Logout too.
    logoutTitle: 'Not you?',
    logoutHint: 'Log out when you are done on a shared or public device.',
    logout: 'Logout',
  },

  manageAccount: {
    title: 'Manage Account',
    intro: 'Keep your details current: we use them for order updates and delivery.',
    // Ours: the WhatsApp and SMS choices (their own words are the design system's).
    messaging: {
      title: 'WhatsApp and SMS',
      loading: 'Loading your WhatsApp and SMS choices',
      loadFailed: 'We could not load your WhatsApp and SMS choices just now.',
      retry: 'Try again',
      failed: 'Your choice could not be saved. Please try again.',
      // Under each switch of a channel on which the number replied STOP: ticking it sends nothing until then.
      stopped: {
        whatsapp: 'You replied STOP from this number, so we send nothing on WhatsApp until you send START to us there.',
        sms: 'You replied STOP to our SMS from this number, so we send none.',
      },
      // Confirming the number: nothing is sent to it until it is proved to be the customer's.
      proof: {
        unproved: 'This number is not confirmed yet, so we send nothing to it. Confirm it with a code we send there; until then we e-mail you.',
        confirmNumber: 'Confirm this number',
        chooseChannel: 'Send the code',
        sendBy: { sms: 'By SMS', whatsapp: 'On WhatsApp' },
        sending: 'Sending…',
        codeSent: { sms: 'We sent a 6-digit code by SMS.', whatsapp: 'We sent a 6-digit code on WhatsApp.' },
        codeLasts: (minutes: number) => `It works for ${minutes} minutes.`,
        code: 'Code',
        submitCode: 'Confirm',
        confirming: 'Confirming…',
        resend: 'Send a new code',
        resendIn: (seconds: number) => `Send a new code in ${seconds} s`,
        sendFailed: 'The code could not be sent. Please try again.',
        proved: 'Your number is confirmed.',
      },
    },
    profile: {
      title: 'Personal details',
      fullName: 'Full Name',
      email: 'Email address',
      emailHint: 'Your e-mail address is your login and cannot be changed.',
      contact: 'Contact Number',
      contactHint: 'A 10-digit mobile number, for delivery updates.',
      // Ours: the language of the shop's messages; each language's name is written in itself, the same in every build.
      language: 'Messages in',
      languageHint: 'The language of our e-mails, WhatsApp messages and SMS to you.',
      save: 'Save Changes',
      saving: 'Saving…',
      saved: 'Your details have been updated.',
      failed: 'Failed to update your details.',
      nameRequired: 'Please enter your full name.',
      unchanged: 'Nothing to save: your details are unchanged.',
    },
    password: {
      title: 'Change Password',
      intro: 'You stay logged in here; other devices will need to log in again.',
      current: 'Current Password',
      next: 'New Password',
      nextHint: 'At least 8 characters. A longer phrase is safer than a short, complicated one.',
      confirm: 'Confirm New Password',
      submit: 'Change Password',
      pending: 'Changing…',
      changed: 'Your password has been changed.',
      failed: 'Failed to change your password.',
      required: 'Please fill in all three password fields.',
      mismatch: "Both passwords don't match",
      sameAsCurrent: 'Your new password must be different from the current one.',
    },
  },

  paymentMethods: {
    title: 'Manage Payment Methods',
    intro: 'There is nothing to set up here: you choose how to pay each time you check out.',
    howTitle: 'How you pay',
    how: 'Payments are made in Indian Rupees through Razorpay, our payment gateway. At checkout, Razorpay’s secure payment window offers:',
    methods: ['Credit and debit cards (Visa, Mastercard, RuPay)', 'UPI apps such as Google Pay, PhonePe and Paytm', 'Netbanking with all major Indian banks', 'Wallets, where Razorpay offers them'],
    storedTitle: 'No card is stored with us',
    stored:
      'Card, UPI and bank details are entered in Razorpay’s window and go straight to Razorpay. BirdShield India never sees or stores your card number, CVV, UPI PIN or banking password; we receive only the payment reference and whether the payment succeeded.',
    refundsTitle: 'Refunds',
    refunds: 'An approved refund goes back to the card, UPI account, bank account or wallet you paid with, within 5-7 working days.',
    privacyLink: 'Read our Privacy Policy',
    returnsLink: 'Returns and Refund Policy',
    moreTitle: 'Learn more',
  },
} as const;
