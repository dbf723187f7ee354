import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { control } from '../TextField/FieldParts/FieldParts.css';

export const field = style({ display: 'grid', gap: vars.space['2'], minWidth: 0, fontFamily: vars.font.family.body });

/** The columns (one per digit) are set inline by the component. */
export const boxes = style({
  display: 'grid',
  gap: vars.space['2'],
  justifyContent: 'start',
});

export const box = style([
  control,
  {
    height: '3.5rem',
    paddingInline: 0,
    textAlign: 'center',
    fontSize: vars.font.size.xl,
    fontWeight: vars.font.weight.semibold,
    fontVariantNumeric: 'tabular-nums',
    caretColor: vars.color.focus,
    selectors: {
      // A filled box is outlined a little stronger, so progress is visible at a glance.
      '&:not(:placeholder-shown):not([data-focused]):not([data-invalid])': { borderColor: vars.color.text.muted },
    },
  },
]);
