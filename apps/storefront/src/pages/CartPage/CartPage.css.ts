import { globalStyle, style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@shop/ui/theme';

/** The summary column is narrower than the checkout's: the cart's lines need the room. */
export const layout = style({
  '@media': { [mediaQueries.lg]: { gridTemplateColumns: 'minmax(0, 1fr) 23rem' } },
});

/** The summary stays in view beside a long cart. */
export const summary = style({
  '@media': { [mediaQueries.lg]: { position: 'sticky', top: vars.space['6'] } },
});

/** The lines as a table (768 px and up) or as cards: a served page holds both until hydrated, and CSS shows one. */
export const wideOnly = style({ display: 'none', '@media': { [mediaQueries.md]: { display: 'block' } } });
export const narrowOnly = style({ '@media': { [mediaQueries.md]: { display: 'none' } } });

// The table (768 px and up).
export const table = style({ width: '100%', borderCollapse: 'collapse' });

globalStyle(`${table} th, ${table} td`, {
  padding: vars.space['4'],
  textAlign: 'start',
  verticalAlign: 'middle',
  borderBottom: `1px solid ${vars.color.border.default}`,
});

globalStyle(`${table} thead th`, {
  paddingBlock: vars.space['3'],
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.muted,
  background: vars.color.bg.subtle,
  whiteSpace: 'nowrap',
});

globalStyle(`${table} tbody tr:last-child > *`, { borderBottom: 0 });

export const productColumn = style({ width: '45%' });

export const productCell = style({ display: 'flex', alignItems: 'center', gap: vars.space['4'], fontWeight: vars.font.weight.regular });

export const numeric = style({ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });

globalStyle(`${table} ${numeric}`, { textAlign: 'end' });

/** Room for the 44 px icon button (a 1% cell would squeeze it shut). */
export const removeCell = style({ width: '4.5rem' });

globalStyle(`${table} ${removeCell}`, { textAlign: 'end' });

/** A product's name links to its page, in the text colour until hovered. */
export const productLink = style({
  color: vars.color.text.default,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  ':hover': { color: vars.color.text.link, textDecoration: 'underline' },
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px', borderRadius: vars.radius.sm },
});

/** A plain link keeps the keyboard focus ring react-aria's controls draw. */
export const textLink = style({
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px', borderRadius: vars.radius.sm },
});
