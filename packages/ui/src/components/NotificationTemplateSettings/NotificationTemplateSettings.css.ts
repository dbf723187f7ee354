import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { fieldStyles } from '../TextField/FieldParts';

/** The events lay themselves out by their own width: one column on a phone, details side by side from 40 rem. */
const wide = '(min-width: 40rem)';

export const panel = style({ fontFamily: vars.font.family.body });

export const header = style({ display: 'grid', gap: vars.space['1'] });

export const title = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
  color: vars.color.text.default,
});

export const intro = style({ margin: 0, fontSize: vars.font.size.sm, lineHeight: vars.font.lineHeight.body, color: vars.color.text.muted });

/** Why the switches cannot be moved: said once, above them, with a shield. */
export const ownerOnly = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  margin: 0,
  marginTop: vars.space['2'],
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.info}`,
  background: vars.color.bg.info,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text.info,
});

export const ownerOnlyIcon = style({ display: 'inline-flex', flexShrink: 0, fontSize: '1.15em' });

export const part = style({ display: 'grid', gap: vars.space['3'], minWidth: 0 });

export const partTitle = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
  color: vars.color.text.default,
});

/** Each channel's name above its state, side by side while they fit. */
export const channels = style({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space['3']} ${vars.space['10']}`, margin: 0 });

export const channel = style({ display: 'grid', justifyItems: 'start', gap: vars.space['1'], minWidth: 0, maxWidth: '100%' });

export const channelName = style({ fontWeight: vars.font.weight.semibold, color: vars.color.text.default });

export const channelState = style({ margin: 0, minWidth: 0 });

export const note = style({ margin: 0, fontSize: vars.font.size.sm, lineHeight: vars.font.lineHeight.snug, color: vars.color.text.muted });

export const events = style({ containerType: 'inline-size', display: 'grid', gap: vars.space['3'], margin: 0, padding: 0, listStyle: 'none' });

/** One event: its switch as the card's header, what it sends under it. */
export const event = style({
  display: 'grid',
  gap: vars.space['3'],
  padding: vars.space['4'],
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
  background: vars.color.bg.surface,
});

export const eventSwitch = style({ marginTop: `calc(-1 * ${vars.space['2']})` });

/** The event's name stays readable in the read-only view, where the switch itself is greyed. */
export const eventName = style({ fontWeight: vars.font.weight.semibold, color: vars.color.text.default });

/** Label above value: one column on a phone, two from 40 rem (templates above, parameters and buttons below). */
export const details = style({
  display: 'grid',
  gap: `${vars.space['3']} ${vars.space['6']}`,
  margin: 0,
  paddingTop: vars.space['3'],
  borderTop: `1px solid ${vars.color.border.default}`,
  '@container': { [wide]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const detail = style({ display: 'grid', alignContent: 'start', gap: vars.space['1'], minWidth: 0 });

export const detailLabel = style({
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  color: vars.color.text.muted,
});

export const detailValue = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.snug,
  color: vars.color.text.default,
  overflowWrap: 'anywhere',
});

/** Template names and ids, as they are typed into Meta's and the DLT portal's forms. */
export const code = style({ fontFamily: vars.font.family.mono, letterSpacing: '0.01em' });

export const muted = style({ color: vars.color.text.muted });

export const parameters = style({ display: 'grid', gap: vars.space['1'], margin: 0, padding: 0, listStyle: 'none' });

export const parameter = style({ display: 'flex', alignItems: 'baseline', gap: vars.space['2'], minWidth: 0 });

/** "{{1}}": the placeholder as the template writes it, in a quiet chip. */
export const placeholder = style({
  flexShrink: 0,
  paddingInline: vars.space['1'],
  borderRadius: vars.radius.sm,
  background: vars.color.bg.subtle,
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.xs,
  color: vars.color.text.default,
});

export const buttons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'], margin: 0, padding: 0, listStyle: 'none' });

/** A quick-reply button as WhatsApp draws it: an outlined pill (not a control here). */
export const button = style({
  paddingBlock: vars.space['0.5'],
  paddingInline: vars.space['3'],
  border: `1px solid ${vars.color.border.control}`,
  borderRadius: vars.radius.pill,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text.link,
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['3'],
  paddingTop: vars.space['4'],
  borderTop: `1px solid ${vars.color.border.default}`,
});

export const saveStatus = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.text.muted,
  selectors: { '&:empty': { position: 'absolute' } },
});

/**
 * Empty until a save fails. Always in the page (and in the accessibility tree), so what is put into it is
 * announced; while empty it is taken out of the flow, so it adds no gap.
 */
export const alert = style({ selectors: { '&:empty': { position: 'absolute' } } });

export const error = style([
  fieldStyles.error,
  {
    margin: 0,
    padding: vars.space['3'],
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.border.error}`,
    background: vars.color.bg.error,
  },
]);
