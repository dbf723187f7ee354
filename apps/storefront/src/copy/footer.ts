/**
 * Words of the footer at the foot of every page. Its code comes when it nears the screen (RootLayout), and its words
 * come with it rather than in the shell's, which every first page waits for. Quoted strings from the product brief
 * are exact; the rest is marked as ours.
 */
export const footerCopy = {
  // Ours: the blurb's wording (the product brief gives the founding year 2010 and the small enterprise).
  blurb:
    'Since 2010 we have made humane bird and monkey repellents: stainless steel and polycarbonate spikes, bird nets and fixing accessories for homes, offices, factories, warehouses, temples and farms. BirdShield India is a registered Indian brand owned by a small enterprise.',
  // Ours: names of the social list and of each icon link.
  socialLabel: 'BirdShield India on social media',
  social: {
    facebook: 'Facebook',
    twitter: 'Twitter',
    google: 'Google',
    instagram: 'Instagram',
    linkedin: 'LinkedIn',
  },
  products: 'Products',
  moreProducts: 'More Products →',
  usefulLinks: 'Useful links',
  links: {
    products: 'Products',
    // Ours: the services page, what the crews charge and where they go.
    services: 'Fitting & surveys',
    blogs: 'Blogs',
    privacy: 'Privacy Policy',
    returns: 'Returns & Refunds',
    terms: 'Terms of Service',
    help: 'Help',
    // Ours: the Consumer Protection (E-Commerce) Rules' seller details and grievance desk.
    seller: 'Seller details',
    complaint: 'File a complaint',
  },
  // Ours: the contact column's heading and the labels read before each detail.
  contact: 'Contact',
  address: 'Address',
  email: 'E-mail',
  phone: 'Phone',
  copyright: '© 2025 BirdShield India. All rights reserved.',
} as const;
