/** The back-office frame's words. */
export const shellCopy = {
  shopName: 'BirdShield India',
  appName: 'Back-office',
  /** The document title's suffix: "Audit log | Back-office | BirdShield India". */
  titleSuffix: 'Back-office | BirdShield India',
  navigationLabel: 'Sections',
  /** The phone bar's last button, listing the sections after the first four. */
  more: 'More',
  moreSections: 'More sections',
  skipToContent: 'Skip to content',
  signOut: 'Sign out',
  /** The signed-in person's role, under their name. */
  roles: { owner: 'Owner', staff: 'Staff' },
  signOutFailed: 'We could not reach the server to end the session there. You are signed out in this tab; it ends by itself within 8 hours.',
  loadingPage: 'Loading the page…',
  sections: {
    dashboard: 'Dashboard',
    orders: 'Orders',
    cod: 'Cash on delivery',
    customers: 'Customers',
    products: 'Products',
    categories: 'Categories',
    sales: 'Sales',
    coupons: 'Coupons',
    site: 'Site',
    deliverySettings: 'Delivery settings',
    notificationSettings: 'WhatsApp and SMS',
    returnSettings: 'Return settings',
    reviews: 'Reviews',
    messages: 'Messages',
    complaints: 'Complaints',
    quotes: 'Quotes',
    blogs: 'Blog',
    gallery: 'Gallery',
    legalPages: 'Policies',
    audit: 'Audit log',
  },
  notFound: {
    title: 'Page not found',
    text: 'There is no back-office page at this address.',
    back: 'Go to the back-office home',
  },
  pageFailed: {
    title: 'This page could not be shown',
    text: 'Something went wrong while loading it. Reload to try again.',
    reload: 'Reload',
  },
} as const;
