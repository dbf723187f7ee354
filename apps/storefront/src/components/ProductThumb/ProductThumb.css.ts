import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@shop/ui/theme';

const base = style({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  overflow: 'hidden',
  aspectRatio: '1',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.default}`,
  background: vars.color.bg.subtle,
});

export const frame = styleVariants({ sm: '3.5rem', md: '4.5rem', lg: '6rem' }, (width) => [base, { width }]);

export const image = style({
  width: '100%',
  height: '100%',
  objectFit: 'contain',
  background: vars.color.bg.surface,
});

export const placeholder = style({
  width: '45%',
  height: '45%',
  color: vars.color.text.muted,
});
