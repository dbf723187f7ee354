import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { fieldStyles } from '../../TextField/FieldParts';

/** A notice under the number: a warning's tint, so an unconfirmed number is not missed. */
export const panel = style({
  display: 'grid',
  gap: vars.space['3'],
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.warning}`,
  background: vars.color.bg.warning,
});

export const text = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.body,
  color: vars.color.text.default,
  textWrap: 'pretty',
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['2'] });

export const form = style({ display: 'grid', gap: vars.space['3'] });

/** The live regions stay in the page so what is put in them is announced; while empty they take no room. */
const outOfFlowWhileEmpty = { selectors: { '&:empty': { position: 'absolute' } } } as const;

export const alert = style([fieldStyles.error, outOfFlowWhileEmpty]);

export const status = style([text, outOfFlowWhileEmpty]);
