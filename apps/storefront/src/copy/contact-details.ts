/**
 * Contact facts quoted inside the storefront's fixed texts (FAQ answers, legal pages, the sign-up help)
 * and the shop's social profiles. The announcement bar, the footer, the contact page, the FAQ page's
 * contact box and the About page read the shop's contact details from the API instead, where staff
 * edit them (features/site/siteContact.ts); these texts follow when they move into the database too.
 *
 * The numbers, addresses and profiles are the demo shop's own (fictional). The phone and e-mail match
 * the API's organisation facts (apps/api/src/content/organisation.ts), which search engines see.
 */

/** A phone number as people read it, and the same number for `tel:` links (E.164). */
export interface PhoneNumber {
  display: string;
  e164: string;
}

const mainPhone: PhoneNumber = { display: '+91 98765 43210', e164: '+919876543210' };
const secondPhone: PhoneNumber = { display: '+91 98765 43211', e164: '+919876543211' };

export const contactDetails = {
  /** The two numbers the footer and the contact page show ({phone}, {phone}). */
  phones: [mainPhone, secondPhone] as const,
  email: {
    /** The help address ({email}) of the footer and the contact page. */
    help: 'support@birdshield.invalid',
    /** Where return requests go (the returns policy names it beside the support address). */
    returns: 'returns@birdshield.invalid',
  },
  address: {
    name: 'BirdShield India',
    street: 'Plot No. 27, Sector 8, IMT Manesar',
    locality: 'Gurugram',
    region: 'Haryana',
    postalCode: '122051',
    country: 'India',
    /** ISO 3166-1 code, for structured data. */
    countryCode: 'IN',
  },
  /** The product brief's text, exactly. */
  hours: 'Mon - Sat: 9:00 AM - 8:00 PM',
  /** The brand's profiles, in the footer's order. */
  social: {
    facebook: 'https://www.facebook.com/birdshieldindia',
    twitter: 'https://x.com/birdshieldindia',
    google: 'https://g.page/birdshieldindia',
    instagram: 'https://www.instagram.com/birdshieldindia',
    linkedin: 'https://www.linkedin.com/company/birdshieldindia',
  },
} as const;

export type SocialNetwork = keyof typeof contactDetails.social;

export const telHref = (phone: PhoneNumber) => `tel:${phone.e164}`;
export const mailtoHref = (email: string) => `mailto:${email}`;
