import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The calendar beside the day's times on a wide screen, above them on a phone. */
export const picker = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['6'],
  alignItems: 'flex-start',
});

export const calendar = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  width: 'min(100%, 20rem)',
});

export const calendarHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
});

export const monthTitle = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.default,
});

export const navButton = style({
  minWidth: '2.75rem',
  minHeight: '2.75rem',
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
  background: vars.color.bg.surface,
  color: vars.color.text.default,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.bg.hover },
    '&[data-disabled]': { color: vars.color.text.disabled, cursor: 'default' },
  },
});

export const grid = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.sm,
});

export const weekday = style({
  padding: vars.space['1'],
  color: vars.color.text.muted,
  fontWeight: vars.font.weight.medium,
});

/** A day: a 44 px target; a day with no free start is struck through as well as greyed, not told by colour alone. */
export const cell = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.75rem',
  height: '2.75rem',
  margin: 'auto',
  borderRadius: vars.radius.pill,
  color: vars.color.text.default,
  cursor: 'pointer',
  selectors: {
    '&[data-outside-month]': { visibility: 'hidden' },
    '&[data-hovered]': { background: vars.color.bg.hover },
    '&[data-unavailable], &[data-disabled]': { color: vars.color.text.disabled, textDecoration: 'line-through', cursor: 'default', background: 'none' },
    '&[data-selected]': { background: vars.color.bg.brand, color: vars.color.text.inverse, fontWeight: vars.font.weight.semibold },
  },
});

export const times = style({
  flex: '1 1 14rem',
  minWidth: 0,
});

export const noTimes = style({
  margin: 0,
  color: vars.color.text.muted,
});
