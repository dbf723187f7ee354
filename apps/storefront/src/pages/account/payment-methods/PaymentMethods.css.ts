import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@shop/ui/theme';
import { focusVisibleOutline } from '../../../styles/layout.css';

/** One column on phones; three from 1024 px. */
export const sections = style({
  display: 'grid',
  gap: vars.space['4'],
  alignItems: 'stretch',
  '@media': {
    [mediaQueries.lg]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space['5'] },
  },
});

export const sectionHeader = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
});

export const icon = style({
  flexShrink: 0,
  width: '1.75rem',
  height: '1.75rem',
  color: vars.color.text.brand,
});

export const methods = style({
  display: 'grid',
  gap: vars.space['2'],
  margin: 0,
  paddingInlineStart: vars.space['5'],
  lineHeight: vars.font.lineHeight.body,
  color: vars.color.text.default,
});

export const more = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space['2']} ${vars.space['6']}`,
});

export const link = style({
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.link,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  borderRadius: vars.radius.sm,
  selectors: {
    '&:hover': { color: vars.color.text.linkHover },
    '&:focus-visible': focusVisibleOutline,
  },
});
