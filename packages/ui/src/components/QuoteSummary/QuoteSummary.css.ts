import { createContainer, globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const summary = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] });

/**
 * The box the table measures itself against. `container-type: inline-size` also keeps the table's own width out of
 * the page's: without it the box that holds the summary grows to the table's width and the totals run off a phone.
 */
const lines = createContainer('quote-lines');
// Sideways scrolling stays only as a last resort (an amount wider than any quotation's): the layouts above fit.
export const frame = style({ containerName: lines, containerType: 'inline-size', overflowX: 'auto' });

/*
 * A priced quotation's five columns need about 36rem with crore-sized amounts. In a narrower box (a phone, a sidebar) each line becomes a
 * small block: the item as its title, then "Quantity 40", "Price per unit ₹380.00", … one to a line, so nothing
 * scrolls sideways. Only CSS changes: the elements carry explicit roles, so a screen reader reads the same table
 * (headers and all) at every width.
 */
const narrow = `${lines} (max-width: 35.99rem)`;

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.sm,
  color: vars.color.text.default,
});

export const caption = style({
  captionSide: 'top',
  textAlign: 'start',
  paddingBottom: vars.space['2'],
  fontWeight: vars.font.weight.semibold,
  fontSize: vars.font.size.md,
});

const cellBase = {
  paddingBlock: vars.space['1.5'],
  paddingInlineEnd: vars.space['3'],
  borderBottom: `1px solid ${vars.color.border.default}`,
  verticalAlign: 'top',
} as const;

export const headerCell = style({ ...cellBase, textAlign: 'start', fontWeight: vars.font.weight.medium, color: vars.color.text.muted });

export const itemCell = style({ ...cellBase, textAlign: 'start', fontWeight: vars.font.weight.regular, minWidth: '10rem' });

export const cell = style({ ...cellBase, textAlign: 'start' });

/** Figures line up at the end of their column, in digits of equal width. */
export const figure = style({ textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

export const detail = style({ display: 'block', color: vars.color.text.muted, fontSize: vars.font.size.xs });

/** The column's name before each figure in the narrow layout; hidden from screen readers, which read the header. */
export const cellLabel = style({ display: 'none', color: vars.color.text.muted });

/** The stacked layout, for a priced table in a narrow box. */
export const stacked = style({});

const visuallyHidden = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

globalStyle(`${stacked}, ${stacked} > tbody, ${stacked} > tbody > tr`, { '@container': { [narrow]: { display: 'block' } } });
globalStyle(`${stacked} > caption`, { '@container': { [narrow]: { display: 'block' } } });
globalStyle(`${stacked} > thead`, { '@container': { [narrow]: visuallyHidden } });
globalStyle(`${stacked} > tbody > tr`, {
  '@container': { [narrow]: { paddingBlock: vars.space['2'], borderBottom: `1px solid ${vars.color.border.default}` } },
});
globalStyle(`${stacked} > tbody > tr > th`, {
  '@container': { [narrow]: { display: 'block', minWidth: 0, padding: 0, paddingBlockEnd: vars.space['1'], border: 'none', fontWeight: vars.font.weight.medium } },
});
globalStyle(`${stacked} > tbody > tr > td`, {
  '@container': { [narrow]: { display: 'flex', justifyContent: 'space-between', gap: vars.space['3'], padding: 0, paddingBlock: vars.space['0.5'], border: 'none' } },
});
globalStyle(`${stacked} ${cellLabel}`, { '@container': { [narrow]: { display: 'inline' } } });

export const validity = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.text.muted });

/** A passed validity is a warning, in words and in colour. */
export const expired = style({ color: vars.color.text.warning, fontWeight: vars.font.weight.semibold });
