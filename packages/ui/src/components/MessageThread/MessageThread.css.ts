import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const thread = style({
  display: 'grid',
  gap: vars.space['3'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  minWidth: 0,
});

/** The visitor's words sit at the start, the shop's answers are set in from it: who spoke shows without colour. */
export const entry = style({
  display: 'grid',
  minWidth: 0,
  selectors: {
    '&[data-direction="outgoing"]': { paddingInlineStart: vars.space['6'] },
    '&[data-direction="incoming"]': { paddingInlineEnd: vars.space['6'] },
  },
});

export const bubble = style({
  display: 'grid',
  gap: vars.space['2'],
  minWidth: 0,
  padding: vars.space['3'],
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.lg,
  background: vars.color.bg.surface,
  color: vars.color.text.default,
  selectors: {
    '&[data-direction="outgoing"]': {
      background: vars.color.bg.brandSubtle,
      borderColor: vars.color.border.brand,
    },
  },
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  columnGap: vars.space['3'],
  rowGap: vars.space['1'],
  minWidth: 0,
});

export const author = style({
  margin: 0,
  fontWeight: vars.font.weight.semibold,
  overflowWrap: 'anywhere',
});

export const email = style({ fontWeight: vars.font.weight.regular, color: vars.color.text.muted });

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
});

export const time = style({ color: vars.color.text.muted, fontSize: vars.font.size.sm });

/** Plain text with the writer's own line breaks; React escapes it, no HTML is interpreted. */
export const body = style({
  margin: 0,
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
  lineHeight: vars.font.lineHeight.body,
});
