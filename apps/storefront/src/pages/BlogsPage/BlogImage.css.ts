import { style } from '@vanilla-extract/css';
import { vars } from '@shop/ui/theme';

export const frame = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '1200 / 630',
  background: vars.color.bg.subtle,
});

export const image = style({
  objectFit: 'cover',
});

/** A soft brand wash with a row of spikes and a bird flying off: says "article" without a photo. */
export const fallback = style({
  display: 'grid',
  placeItems: 'center',
  background: `linear-gradient(160deg, ${vars.color.bg.brandSubtle}, ${vars.color.bg.brandMuted})`,
  color: vars.color.text.brand,
});

export const fallbackArt = style({
  width: '70%',
  height: 'auto',
});
