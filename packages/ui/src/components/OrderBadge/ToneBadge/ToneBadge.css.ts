import { style, styleVariants } from '@vanilla-extract/css';
import { resolveColorRole } from '../../../theme/colorRole';
import { vars } from '../../../theme/contract.css';
import { badgeToneColors } from './ToneBadge.tokens';

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  maxWidth: '100%',
  paddingBlock: vars.space['0.5'],
  paddingInline: vars.space['2'],
  borderWidth: 1,
  borderStyle: 'solid',
  borderRadius: vars.radius.pill,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.body,
  whiteSpace: 'nowrap',
  verticalAlign: 'middle',
});

export const tone = styleVariants(badgeToneColors, ({ foreground, background, border }) => ({
  color: resolveColorRole(vars.color, foreground),
  backgroundColor: resolveColorRole(vars.color, background),
  borderColor: resolveColorRole(vars.color, border),
}));

export const medium = style({
  paddingBlock: vars.space['1'],
  paddingInline: vars.space['3'],
  fontSize: vars.font.size.sm,
});

export const icon = style({ display: 'inline-flex', flexShrink: 0, fontSize: '1.15em' });

export const text = style({ overflow: 'hidden', textOverflow: 'ellipsis' });
