import { style } from '@vanilla-extract/css';
import { vars } from '@shop/ui/theme';

/**
 * Over the top of the screen, where the shop's toasts come, under dialogs and toasts: at the foot it covered a phone's
 * Add To Cart and checkout buttons until answered.
 */
export const offer = style({
  position: 'fixed',
  insetInline: vars.space['3'],
  top: `calc(${vars.space['3']} + env(safe-area-inset-top, 0px))`,
  zIndex: vars.zIndex.overlay,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
  maxWidth: '32rem',
  marginInline: 'auto',
  padding: vars.space['3'],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border.default}`,
  background: vars.color.bg.surface,
  boxShadow: vars.shadow.lg,
});

export const message = style({ flex: '1 1 100%', margin: 0, fontWeight: vars.font.weight.medium });

/** The answer that goes: the brand's colour, a button's height. */
export const accept = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2.25rem',
  paddingInline: vars.space['3'],
  borderRadius: vars.radius.md,
  background: vars.color.bg.brand,
  color: vars.color.text.inverse,
  fontWeight: vars.font.weight.semibold,
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    '&:hover': { background: vars.color.bg.brandHover },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
