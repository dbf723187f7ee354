import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const list = style({ display: 'grid', gap: vars.space['3'], margin: 0, padding: 0, listStyle: 'none' });

/** One photo: thumbnail, alt text, then its buttons; the buttons go under the text on narrow screens. */
export const item = style({
  display: 'grid',
  gridTemplateColumns: '4.5rem minmax(0, 1fr)',
  gridTemplateAreas: '"thumb alt" "actions actions"',
  alignItems: 'start',
  gap: vars.space['3'],
  padding: vars.space['3'],
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
  background: vars.color.bg.surface,
  '@media': {
    'screen and (min-width: 768px)': { gridTemplateColumns: '4.5rem minmax(0, 1fr) auto', gridTemplateAreas: '"thumb alt actions"' },
  },
});

export const thumb = style({
  gridArea: 'thumb',
  width: '4.5rem',
  height: '4.5rem',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  background: vars.color.bg.subtle,
});

export const alt = style({ gridArea: 'alt', minWidth: 0 });

export const actions = style({ gridArea: 'actions', display: 'flex', gap: vars.space['2'], alignSelf: 'center', flexWrap: 'wrap' });

/** Where files can be dropped; it lights up while they are held over it, and shows focus when keyboard users paste. */
export const dropZone = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['3'],
  padding: vars.space['4'],
  border: `2px dashed ${vars.color.border.control}`,
  borderRadius: vars.radius.md,
  background: vars.color.bg.subtle,
  outline: 'none',
  selectors: {
    '&[data-drop-target]': { borderColor: vars.color.border.brand, background: vars.color.bg.brandSubtle },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const hint = style({ color: vars.color.text.muted, fontSize: vars.font.size.sm });

export const problem = style({ margin: 0, color: vars.color.text.error, fontSize: vars.font.size.sm });

export const status = style({ margin: 0, minHeight: '1lh', color: vars.color.text.muted, fontSize: vars.font.size.sm });
