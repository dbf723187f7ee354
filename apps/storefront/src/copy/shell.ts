/**
 * Words of the shell around every page: announcement bar, header, account menu, category bar, the not-found page and
 * what the shell announces or logs. The footer's and the side drawer's are in ./footer.ts and ./sideDrawer.ts, which
 * come with their code. Quoted strings from the product brief are exact, typos included; the rest is marked as ours.
 * Contact facts (numbers, e-mail, address, hours) are staff's, from the API (features/site/siteContact.ts);
 * the social profiles live in ./social-profiles.ts.
 */
export const shellCopy = {
  shopName: 'BirdShield India',

  // Ours: the skip link is an accessibility addition, not in the product brief.
  skipToContent: 'Skip to main content',
  // Ours: spoken while the route loader shows.
  loadingPage: 'Loading page',
  // Ours: a toast when the side menu's code cannot be fetched (the connection dropped).
  couldNotOpen: 'This could not be opened. Please check your connection and try again.',
  // Said by the shell on any page when the sign-in runs out (features/session).
  sessionExpired: 'Session expired. You have been logged out.',

  announcement: {
    // The messages are the shop's (the shipping promise from its rule, then those staff keep).
    // Ours: names for the bar's region, its chat link and its pause button.
    label: 'Announcements',
    chatHint: 'chat with us on WhatsApp, opens in a new tab',
    pause: 'Pause announcements',
    play: 'Play announcements',
  },

  header: {
    // Ours: the logo's text alternative is the shop's name (it is the home link's name).
    logoAlt: 'BirdShield India',
    // The product brief only says the placeholder names the shop.
    searchPlaceholder: 'Search BirdShield India…',
    // Ours: names of the search form's parts.
    searchLabel: 'Search products',
    searchOpen: 'Search',
    searchSubmit: 'Search',
    searchClear: 'Clear search',
    // Ours: names of the icon-only controls.
    menu: 'Menu',
    account: 'Account',
    signUp: 'Sign up or log in',
    wishlist: 'Wishlist',
    cart: (count: number) => `Cart, ${count} ${count === 1 ? 'item' : 'items'}`,
    // Ours: names the header's icon group.
    shortcuts: 'Your shortcuts',
  },

  accountMenu: {
    welcome: 'Welcome Back',
    manageAccount: 'Manage Account',
    orders: 'Your Orders',
    logout: 'Logout',
  },

  categoryBar: {
    allCategories: 'All categories',
    // Ours: names the navigation landmark.
    label: 'Main',
    home: 'Home',
    products: 'Products',
    gallery: 'Gallery',
    blogs: 'Blogs',
    about: 'About',
    help: 'Help',
  },

  notFound: {
    // Ours: the product brief only names the link.
    title: 'Page not found',
    body: 'The page you are looking for does not exist or has moved.',
    goHome: 'Go to Home',
  },

  // The product brief's log texts for the header's profile call (logged, never shown).
  profileLog: {
    noToken: 'No token found in localStorage',
    failed: 'Failed to fetch profile data',
    error: 'Error fetching profile data',
  },
} as const;
