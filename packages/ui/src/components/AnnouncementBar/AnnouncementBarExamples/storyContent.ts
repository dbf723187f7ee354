/** The shop's top-bar copy, for the stories (stories only). */
export const shopContact = { label: '+91 98765 43210', href: 'https://wa.me/919876543210' };

export const shopHours = 'Mon - Sat: 9:00 AM - 8:00 PM';

export const shopHeadlines = [
  'Free shipping on orders above ₹999',
  'Flash sale: up to 50% off',
  'Secure online payments available',
];
