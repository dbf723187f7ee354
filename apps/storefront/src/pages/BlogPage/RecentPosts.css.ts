import { style } from '@vanilla-extract/css';
import { vars } from '@shop/ui/theme';

/** A spaced-out label on a brand rule, as the sidebar's design has it. */
export const heading = style({ borderBottom: `2px solid ${vars.color.border.brand}`, letterSpacing: '0.08em' });

/** Thumbnail left, title and date right; the title link's ::after makes the whole row its target. */
export const item = style({ gridTemplateColumns: '6rem minmax(0, 1fr)' });

export const thumbnail = style({ borderRadius: vars.radius.md });

export const link = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
  color: vars.color.text.default,
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0 },
    '&:hover': { color: vars.color.text.link, textDecoration: 'underline' },
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px', borderRadius: vars.radius.md },
  },
});
