import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@shop/ui/theme';

/**
 * The head of a content page (gallery, offers, contact, wishlist, products, a category, the account
 * pages): its h1, a line of introduction, and a rule under them. Pages re-export these under their
 * own names.
 */
export const pageHeader = style({
  display: 'grid',
  gap: vars.space['2'],
  paddingBottom: vars.space['4'],
  borderBottom: `1px solid ${vars.color.border.default}`,
});

export const pageTitle = style({
  margin: 0,
  fontSize: vars.font.size['2xl'],
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  letterSpacing: '-0.01em',
  color: vars.color.text.default,
  // A searched word or a category name can be one long word: wrap it rather than overflow on phones.
  overflowWrap: 'anywhere',
  '@media': {
    [mediaQueries.md]: { fontSize: vars.font.size['3xl'] },
  },
});

export const pageIntro = style({
  margin: 0,
  maxWidth: '60ch',
  lineHeight: vars.font.lineHeight.body,
  color: vars.color.text.muted,
});
