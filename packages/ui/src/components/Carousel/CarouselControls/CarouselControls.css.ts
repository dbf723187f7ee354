import { style } from '@vanilla-extract/css';
import { focusRing } from '../../../styles/focusRing.css';
import { vars } from '../../../theme/contract.css';

export const controls = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto 1fr',
  alignItems: 'center',
  gap: vars.space['3'],
});

export const start = style({ display: 'flex', justifyContent: 'flex-start' });

export const end = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space['2'] });

export const pagination = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center' });

/**
 * A 24 px target (WCAG 2.5.8) around an 8 px dot; the current one is a longer
 * brand-coloured pill, so it is told apart by shape as well as colour.
 */
export const dot = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '1.5rem',
    height: '1.5rem',
    padding: 0,
    border: 'none',
    borderRadius: vars.radius.pill,
    background: 'transparent',
    cursor: 'pointer',
    WebkitTapHighlightColor: 'transparent',
    '::before': {
      content: '""',
      display: 'block',
      width: '0.5rem',
      height: '0.5rem',
      borderRadius: vars.radius.pill,
      background: vars.color.border.control,
      transitionProperty: 'width, background-color',
      transitionDuration: vars.motion.duration.base,
      transitionTimingFunction: vars.motion.easing.standard,
    },
    selectors: {
      '&[data-hovered]::before': { background: vars.color.text.muted },
      '&[aria-current="true"]': { width: '2rem' },
      '&[aria-current="true"]::before': { width: '1.25rem', background: vars.color.bg.brand },
    },
  },
]);
