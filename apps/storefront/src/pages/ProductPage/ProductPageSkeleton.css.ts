import { keyframes, style } from '@vanilla-extract/css';
import { reducedMotionQuery, vars } from '@shop/ui/theme';

const shimmer = keyframes({
  from: { backgroundPosition: '150% 0' },
  to: { backgroundPosition: '-50% 0' },
});

/** A grey block with a light sweep (still for people who ask for less motion), as the product cards' skeleton. */
export const block = style({
  display: 'block',
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.bg.pressed,
  backgroundImage: `linear-gradient(90deg, transparent 0%, ${vars.color.bg.subtle} 50%, transparent 100%)`,
  backgroundSize: '50% 100%',
  backgroundRepeat: 'no-repeat',
  animation: `${shimmer} 1.6s ease-in-out infinite`,
  '@media': {
    [reducedMotionQuery]: { animation: 'none', backgroundImage: 'none' },
  },
});

/** The breadcrumb trail's line. */
export const crumbs = style({ width: '16rem', maxWidth: '80%', height: '1.5rem' });

export const picture = style({ width: '100%', aspectRatio: '1 / 1', borderRadius: vars.radius.lg });

/** The gallery's thumbnail row. */
export { thumbnails } from './gallery/ProductGallery.css';

export const thumbnail = style({ aspectRatio: '1 / 1', borderRadius: vars.radius.md });

export const title = style({ height: '1.8rem', width: '100%' });
export const titleShort = style({ height: '1.8rem', width: '60%', marginBlockStart: `calc(-1 * ${vars.space['2']})` });
export const rating = style({ height: '1.25rem', width: '10rem' });
export const price = style({ height: '2.5rem', width: '14rem' });
export const text = style({ height: '1rem', width: '100%' });
export const stepper = style({ height: '4.5rem', width: '9rem' });
export const buttons = style({ maxWidth: '30rem' });
export const button = style({ height: '3.25rem', borderRadius: vars.radius.md });
