/**
 * The brand's profiles on social networks, in the footer's order. The demo shop's own (fictional).
 * Phone numbers, e-mail and the postal address are not here: staff keep them in the back-office, and
 * every page reads them from the API (features/site/siteContact.ts).
 */
export const socialProfiles = {
  facebook: 'https://www.facebook.com/birdshieldindia',
  twitter: 'https://x.com/birdshieldindia',
  google: 'https://g.page/birdshieldindia',
  instagram: 'https://www.instagram.com/birdshieldindia',
  linkedin: 'https://www.linkedin.com/company/birdshieldindia',
} as const;

export type SocialNetwork = keyof typeof socialProfiles;
