import { style } from '@vanilla-extract/css';
import { vars } from '@shop/ui/theme';

/** The promises' band is rounder than a panel, set apart from the product grid above. */
export const section = style({ borderRadius: vars.radius.xl });

export const intro = style({ maxWidth: '44rem' });

/** The icon in a white disc. */
export const icon = style({ placeItems: 'center', width: '2.75rem', height: '2.75rem' });

export const link = style({
  justifySelf: 'start',
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.link,
  textUnderlineOffset: '0.2em',
  selectors: {
    '&:hover': { color: vars.color.text.linkHover },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
