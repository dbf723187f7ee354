import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { resolveColorRole } from '../../theme/colorRole';
import { vars } from '../../theme/contract.css';
import { fieldTextColors } from '../TextField/FieldParts/FieldParts.tokens';

/**
 * Only what a variant card adds to RadioGroup's cards (RadioGroup.css: the card, its circle, its
 * selected, hovered, focused and disabled states): the grid of cards, the price line and the stock note.
 */

/**
 * The cards as a grid. `compact` (short labels such as "10 pcs"): two to a row on a 375 px phone;
 * `roomy` (longer labels): one to a row on phones, columns where there is room.
 */
export const options = recipe({
  base: { display: 'grid', gap: vars.space['3'], marginTop: vars.space['1'] },
  variants: {
    density: {
      compact: { gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 9rem), 1fr))' },
      roomy: { gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 15rem), 1fr))' },
    },
  },
  defaultVariants: { density: 'roomy' },
});

/** Keeps the Price's visually hidden words inside the card; the card is at least a 44 px target. */
export const card = style({ position: 'relative', minHeight: '2.75rem' });

/** Two cards side by side on a phone: a little less padding leaves room for the words. */
export const compactCard = style({ padding: vars.space['3'], gap: vars.space['2'] });

/** The label over the price over the stock note. */
export const content = style({ display: 'grid', gap: vars.space['1'], minWidth: 0 });

/** No lone word on a last line: "Contractor pack of 50 / (15 m)", not "Contractor pack of 50 (15 / m)". */
export const label = style({
  fontWeight: vars.font.weight.semibold,
  overflowWrap: 'anywhere',
  textWrap: 'pretty',
});

/** The Price's own layout stays; this class only lets an unavailable card mute its colours. */
export const price = style({});

export const stockNote = style({
  display: 'block',
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.snug,
  color: resolveColorRole(vars.color, fieldTextColors.description),
});

/**
 * An unavailable variant is muted like any disabled radio card (RadioGroup.css), its price included; its
 * stock note ("Out of stock") keeps the readable muted colour, a little heavier, since it says why.
 */
export const unavailableStockNote = style({ fontWeight: vars.font.weight.medium });

globalStyle(`[data-disabled] ${price} *`, { color: 'inherit' });
