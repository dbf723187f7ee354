import { style } from '@vanilla-extract/css';
import { vars } from '@shop/ui/theme';

export const star = style({
  color: vars.color.bg.accent,
  marginInlineStart: '0.1em',
});

/** The number of filters in use, on the 'Filters ☰' button: a round count however many digits. */
export const badge = style({ display: 'inline-grid', placeItems: 'center', minWidth: '1.375rem', height: '1.375rem', lineHeight: 1 });

/** A choice's facet count, quieter than its name. */
export const choiceCount = style({ color: vars.color.text.muted, fontVariantNumeric: 'tabular-nums' });
