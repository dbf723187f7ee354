import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The list lays itself out by its own width: cards in a phone's column, rows with columns from 44 rem. */
const wide = '(min-width: 44rem)';

export const panel = style({ fontFamily: vars.font.family.body });

export const header = style({ display: 'grid', gap: vars.space['1'] });

export const title = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
  color: vars.color.text.default,
});

export const subtitle = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.text.muted });

export const list = style({
  containerType: 'inline-size',
  display: 'grid',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** A hairline between messages. */
export const item = style({
  paddingBlock: vars.space['4'],
  borderTop: `1px solid ${vars.color.border.default}`,
  selectors: { '&:last-child': { paddingBottom: 0 } },
});

/**
 * Phone: the event and its status on top, the facts under them, then the error and a full-width Retry.
 * Wide: the event, the facts and the status side by side, the error and Retry under them.
 */
export const message = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gridTemplateAreas: '"main status" "facts facts" "problems problems" "action action"',
  columnGap: vars.space['3'],
  '@container': {
    [wide]: {
      gridTemplateColumns: 'minmax(11rem, 1fr) minmax(0, 2.2fr) minmax(8.5rem, auto)',
      gridTemplateAreas: '"main facts status" "main problems action"',
      columnGap: vars.space['6'],
    },
  },
});

export const main = style({ gridArea: 'main', display: 'grid', alignContent: 'start', justifyItems: 'start', gap: vars.space['1'], minWidth: 0 });

/** Focused after a retry, when its button has gone; the ring shows only for keyboard users. */
export const event = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
  color: vars.color.text.default,
  overflowWrap: 'anywhere',
  outline: 'none',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px', borderRadius: vars.radius.sm },
  },
});

export const channel = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space['2'],
  margin: 0,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.snug,
  color: vars.color.text.muted,
});

export const channelName = style({ fontWeight: vars.font.weight.semibold, color: vars.color.text.default });

/** The channel in bold, the time in the muted colour beside it: no separator to strand when the line wraps. */
export const when = style({ whiteSpace: 'nowrap' });


export const status = style({
  gridArea: 'status',
  display: 'flex',
  justifyContent: 'flex-end',
  alignItems: 'flex-start',
  '@container': { [wide]: { justifyContent: 'flex-start' } },
});

/**
 * Label above value. On a phone the three short facts share a line and the template (a DLT id is 19
 * digits) has one of its own; with room, the four sit in a row.
 */
export const facts = style({
  gridArea: 'facts',
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 0.75fr) minmax(0, 1.25fr)',
  gridTemplateAreas: '"to attempts updated" "template template template"',
  gap: `${vars.space['3']} ${vars.space['4']}`,
  margin: 0,
  marginTop: vars.space['3'],
  '@container': {
    [wide]: {
      gridTemplateColumns: 'minmax(6rem, 0.8fr) minmax(0, 1.6fr) minmax(4.5rem, 0.5fr) minmax(7rem, 0.9fr)',
      gridTemplateAreas: '"to template attempts updated"',
      marginTop: 0,
    },
  },
});

export const factTo = style({ gridArea: 'to' });
export const factTemplate = style({ gridArea: 'template' });
export const factAttempts = style({ gridArea: 'attempts' });
export const factUpdated = style({ gridArea: 'updated' });

export const fact = style({ display: 'grid', alignContent: 'start', gap: vars.space['0.5'], minWidth: 0 });

export const factLabel = style({
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  color: vars.color.text.muted,
});

export const factValue = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.snug,
  color: vars.color.text.default,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});

/** Template names and masked numbers: fixed width, so they can be read out and compared. */
export const code = style({ fontFamily: vars.font.family.mono, letterSpacing: '0.01em' });

export const problems = style({ gridArea: 'problems', display: 'grid', gap: vars.space['1'], marginTop: vars.space['3'], minWidth: 0 });

export const lastError = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['1.5'],
  margin: 0,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.snug,
  color: vars.color.text.default,
  overflowWrap: 'anywhere',
});

/** The alert sign takes the error's colour; the provider's words keep the body's, to be read easily. */
globalStyle(`${lastError} > svg`, { color: vars.color.text.error });

export const lastErrorLabel = style({ fontWeight: vars.font.weight.semibold, color: vars.color.text.error });

export const retryFailed = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text.error,
});

/** Retry: the card's full width on a phone (a thumb's target), under the status on a wide screen. */
export const action = style({
  gridArea: 'action',
  display: 'grid',
  marginTop: vars.space['3'],
  '@container': { [wide]: { justifyItems: 'start', alignSelf: 'start' } },
});
