/**
 * Words of the contact page (/contact). Quoted strings from the product brief are exact, typos
 * included ('repond', the spaces before '!'); the rest is marked as ours. The numbers, e-mail and
 * address themselves are the shop's, kept in the back-office (features/site/siteContact.ts).
 */
export const contactCopy = {
  // Ours: the page's h1 and the line under it (the product brief titles the form, not the page).
  title: 'Contact Us',
  intro:
    'Not sure which spikes or net suit your balcony, roof or warehouse? Have a question about an order? Write to us or call, and our team will help.',
  // Ours: the spoken name of the product brief's 2 second spinner.
  loading: 'Loading the contact form',

  form: {
    title: 'Leave your Message Here !!',
    text: 'You can send us your enquiries/complaints here & we will repond to you as soon as possible.',
    name: 'Name',
    email: 'Email',
    subject: 'Subject',
    message: 'Message',
    send: 'Send',
    sending: 'Sending...',
    // Ours: help under the e-mail and message fields.
    emailHint: 'We reply to this address.',
    messageHint: 'For an order, please include its order number.',
    // Ours: shown on each field left empty, beside the product brief's toast.
    blank: {
      name: 'Please enter your name.',
      email: 'Please enter your e-mail address.',
      subject: 'Please enter a subject.',
      message: 'Please write your message.',
    },
  },

  toasts: {
    success: "Message sent successfully! We'll get back to you as soon as possible !!",
    failure: 'Failed to send your message. Please try again!',
    emptyFields: 'Please fill out all fields!',
  },

  reachUs: {
    title: 'Reach Us !',
    // Ours: the labels of the block's rows.
    address: 'Address',
    phone: 'Phone',
    email: 'Email',
    hours: 'Hours',
    // Ours: the way to the grievance desk and the seller's details (Consumer Protection (E-Commerce) Rules, 2020).
    complaints: 'A complaint about an order?',
    fileComplaint: 'File a complaint',
    sellerDetails: 'Seller details and grievance officer',
  },

  // Ours: the map is loaded only when asked for, so the page never waits on the maps service.
  map: {
    show: 'Show map',
    notice: 'The map is loaded from Google Maps when you choose to show it.',
    open: 'Open in Google Maps',
    opensInNewTab: '(opens in a new tab)',
    frameTitle: (name: string, place: string) => `Map showing ${name}, ${place}`,
  },
} as const;
