import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@shop/ui/theme';
import { focusVisibleOutline } from '../../../styles/layout.css';

export const summary = style({
  display: 'grid',
  gap: vars.space['4'],
  alignContent: 'start',
  minWidth: 0,
  '@media': {
    [mediaQueries.md]: { gap: vars.space['5'] },
  },
});

export const titleRow = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['3'],
});

export const title = style({
  flex: 1,
  minWidth: 0,
  margin: 0,
  fontSize: vars.font.size['2xl'],
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  letterSpacing: '-0.01em',
  color: vars.color.text.default,
  overflowWrap: 'anywhere',
  '@media': {
    [mediaQueries.lg]: { fontSize: vars.font.size['3xl'] },
  },
});

export const tools = style({
  display: 'flex',
  flexShrink: 0,
  gap: vars.space['1'],
  marginBlockStart: `calc(-1 * ${vars.space['1']})`,
});

/**
 * The heart and share beside the title: icon buttons (their names are read, not shown), so a long
 * title keeps the width of the column, down to a 375 px phone. 44 px square touch targets.
 */
export const toolButton = style({
  minWidth: '2.75rem',
  minHeight: '2.75rem',
  paddingInline: 0,
});

export const toolIcon = style({
  width: '1.5rem',
  height: '1.5rem',
});

export const ratingLine = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: '1.5rem',
  marginBlockStart: `calc(-1 * ${vars.space['2']})`,
});

export const notRated = style({
  fontSize: vars.font.size.sm,
  color: vars.color.text.muted,
});

export const priceBlock = style({
  display: 'grid',
  gap: vars.space['2'],
  paddingBlock: vars.space['4'],
  borderBlock: `1px solid ${vars.color.border.default}`,
});

const stockBase = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1.5'],
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
} as const;

export const inStock = style({ ...stockBase, color: vars.color.text.success });
export const outOfStock = style({ ...stockBase, color: vars.color.text.error });

export const shortDescription = style({
  margin: 0,
  color: vars.color.text.muted,
  lineHeight: vars.font.lineHeight.body,
});

export const assurances = style({
  display: 'grid',
  gap: vars.space['2'],
  margin: 0,
  padding: vars.space['4'],
  listStyle: 'none',
  background: vars.color.bg.subtle,
  borderRadius: vars.radius.lg,
  fontSize: vars.font.size.sm,
  color: vars.color.text.default,
});

export const assurance = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
});

export const assuranceIcon = style({
  flexShrink: 0,
  color: vars.color.text.brand,
});

export const assuranceLink = style({
  color: vars.color.text.link,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  borderRadius: vars.radius.sm,
  selectors: {
    '&:hover': { color: vars.color.text.linkHover },
    '&:focus-visible': focusVisibleOutline,
  },
});

export const highlights = style({
  display: 'grid',
  gap: vars.space['3'],
});

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.snug,
  color: vars.color.text.default,
});

export const highlightList = style({
  display: 'grid',
  gap: vars.space['2'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const highlight = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['2'],
  lineHeight: vars.font.lineHeight.body,
});

export const highlightIcon = style({
  flexShrink: 0,
  marginBlockStart: '0.15em',
  color: vars.color.text.success,
});
