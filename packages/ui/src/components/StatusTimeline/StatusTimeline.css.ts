import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** 24 px for ticks and dots; 32 px when steps carry icons, so a truck or a house can be told apart. */
const markerSize = createVar();

export const timeline = style({
  vars: { [markerSize]: '1.5rem' },
  display: 'grid',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  selectors: { '&[data-with-icons]': { vars: { [markerSize]: '2rem' } } },
});

/**
 * One step: the marker in the first column, the text in the second. The line
 * to the next step hangs from the marker (`::after`), brand-coloured once the
 * next step has been reached.
 */
export const step = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: `${markerSize} 1fr`,
  columnGap: vars.space['3'],
  paddingBlockEnd: vars.space['5'],
  selectors: {
    '&:last-child': { paddingBlockEnd: 0 },
    '&:not(:last-child)::after': {
      content: '""',
      position: 'absolute',
      insetInlineStart: `calc(${markerSize} / 2 - 1px)`,
      insetBlockStart: `calc(${markerSize} + ${vars.space['1']})`,
      insetBlockEnd: vars.space['1'],
      width: 2,
      borderRadius: 1,
      background: vars.color.border.default,
    },
    '&[data-state="completed"]:not(:last-child)::after': { background: vars.color.bg.brand },
  },
});

export const marker = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: markerSize,
  height: markerSize,
  borderRadius: vars.radius.pill,
  borderWidth: 2,
  borderStyle: 'solid',
  fontSize: vars.font.size.sm,
  selectors: {
    [`${timeline}[data-with-icons] &`]: { fontSize: vars.font.size.lg },
    [`${step}[data-state="completed"] &`]: {
      background: vars.color.bg.brand,
      borderColor: vars.color.bg.brand,
      color: vars.color.text.inverse,
    },
    [`${step}[data-state="current"] &`]: {
      background: vars.color.bg.surface,
      borderColor: vars.color.border.brand,
      color: vars.color.text.brand,
      // A soft halo marks "you are here".
      boxShadow: `0 0 0 4px ${vars.color.bg.brandMuted}`,
    },
    [`${step}[data-state="upcoming"] &`]: {
      background: vars.color.bg.surface,
      borderColor: vars.color.border.control,
      color: vars.color.text.muted,
    },
    // Outlined in amber, where a danger step is filled in red: the two bad outcomes differ in shape too.
    [`${step}[data-tone="warning"] &`]: {
      background: vars.color.bg.warning,
      borderColor: vars.color.text.warning,
      color: vars.color.text.warning,
      boxShadow: 'none',
    },
    [`${step}[data-tone="warning"][data-state="current"] &`]: { boxShadow: `0 0 0 4px ${vars.color.bg.warning}` },
    [`${step}[data-tone="danger"] &`]: {
      background: vars.color.bg.danger,
      borderColor: vars.color.bg.danger,
      color: vars.color.text.inverse,
      boxShadow: `0 0 0 4px ${vars.color.bg.error}`,
    },
  },
});

/** The current step's centre dot. */
export const dot = style({
  width: '0.5rem',
  height: '0.5rem',
  borderRadius: vars.radius.pill,
  background: 'currentColor',
});

export const content = style({
  display: 'grid',
  gap: vars.space['0.5'],
  // Centres the first line of text on the marker.
  paddingBlockStart: `calc((${markerSize} - 1em * ${vars.font.lineHeight.snug}) / 2)`,
  minWidth: 0,
});

export const label = style({
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
  color: vars.color.text.default,
  selectors: {
    [`${step}[data-state="upcoming"] &`]: { fontWeight: vars.font.weight.medium, color: vars.color.text.muted },
    [`${step}[data-tone="warning"] &`]: { color: vars.color.text.warning },
    [`${step}[data-tone="danger"] &`]: { color: vars.color.text.error },
  },
});

export const date = style({
  fontSize: vars.font.size.sm,
  color: vars.color.text.muted,
  fontVariantNumeric: 'tabular-nums',
});

export const description = style({ fontSize: vars.font.size.sm, color: vars.color.text.muted });
