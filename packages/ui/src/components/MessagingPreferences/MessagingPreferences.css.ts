import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { fieldStyles } from '../TextField/FieldParts';

export const panel = style({ fontFamily: vars.font.family.body });

export const header = style({ display: 'grid', gap: vars.space['1'] });

export const title = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
  color: vars.color.text.default,
});

export const intro = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.body,
  color: vars.color.text.muted,
  textWrap: 'pretty',
});

/**
 * Empty until something fails. Always in the page (and in the accessibility tree), so what is put into it
 * is announced; while empty it is taken out of the flow, so it adds no gap.
 */
export const alert = style({ selectors: { '&:empty': { position: 'absolute' } } });

export const error = style([
  fieldStyles.error,
  {
    margin: 0,
    padding: vars.space['3'],
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.border.error}`,
    background: vars.color.bg.error,
  },
]);

/** Order updates and offers: a hairline above each, the switches listed under its title. */
export const group = style({
  display: 'grid',
  paddingTop: vars.space['4'],
  borderTop: `1px solid ${vars.color.border.default}`,
});

export const groupHeader = style({ display: 'grid', gap: vars.space['0.5'], marginBottom: vars.space['1'] });

export const groupTitle = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
  color: vars.color.text.default,
});

export const groupDescription = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.snug,
  color: vars.color.text.muted,
});

/** Each channel's switch, its description under it; rows keep a little air between them. */
export const switchRow = style({ paddingBlock: vars.space['1'] });

/** Said once the number is confirmed; out of the flow while empty, like the alert. */
export const proved = style([intro, { color: vars.color.text.default, selectors: { '&:empty': { position: 'absolute' } } }]);

/** The number's STOP, on a line of its own under the switch's state: it outweighs what the switch says. */
export const stopped = style({ display: 'block', marginTop: vars.space['0.5'], color: vars.color.text.default });
