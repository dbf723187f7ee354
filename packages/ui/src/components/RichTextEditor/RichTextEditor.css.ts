import { globalStyle, style } from '@vanilla-extract/css';
import { resolveColorRole } from '../../theme/colorRole';
import { vars } from '../../theme/contract.css';
import type { ColorRole } from '../../theme/shape';
import { fieldBoundaryColors, fieldSurface } from '../TextField/FieldParts/FieldParts.tokens';

const role = (name: ColorRole) => resolveColorRole(vars.color, name);

/** The toolbar and the writing area, one framed box like any text control. */
export const frame = style({
  display: 'grid',
  minWidth: 0,
  background: role(fieldSurface),
  border: `1px solid ${role(fieldBoundaryColors.rest)}`,
  borderRadius: vars.radius.md,
  selectors: {
    '&:focus-within': { borderColor: role(fieldBoundaryColors.focused), boxShadow: `0 0 0 1px ${role(fieldBoundaryColors.focused)}` },
    '&[data-invalid]': { borderColor: role(fieldBoundaryColors.invalid) },
  },
});

/** Wraps on a phone rather than scrolling sideways; sticks under the page's own header while writing. */
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['1'],
  padding: vars.space['1.5'],
  borderBottom: `1px solid ${role(fieldBoundaryColors.rest)}`,
  background: vars.color.bg.subtle,
  borderStartStartRadius: vars.radius.md,
  borderStartEndRadius: vars.radius.md,
});

export const separator = style({
  alignSelf: 'stretch',
  width: '1px',
  marginInline: vars.space['1'],
  background: role(fieldBoundaryColors.rest),
});

/** 40 px square: a comfortable touch target that still fits a dozen in a phone's row or two. */
export const toolButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '2.5rem',
  height: '2.5rem',
  paddingInline: vars.space['2'],
  border: '1px solid transparent',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text.default,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.bg.surface, borderColor: role(fieldBoundaryColors.rest) },
    '&[data-selected]': { background: vars.color.bg.surface, borderColor: vars.color.text.default },
    '&[data-disabled]': { opacity: 0.45, cursor: 'not-allowed' },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '1px' },
  },
});

/** The writing area: grows with the text, from a few lines up. */
export const content = style({
  minHeight: '14rem',
  paddingBlock: vars.space['3'],
  paddingInline: vars.space['4'],
  outline: 'none',
  overflowWrap: 'anywhere',
  // What ProseMirror needs (its own stylesheet, which the CSP keeps out): typed spaces and breaks kept.
  position: 'relative',
  whiteSpace: 'break-spaces',
  fontVariantLigatures: 'none',
  selectors: {
    '&:focus-visible': { outline: 'none' },
  },
});

/** A picture selected as a whole (to delete or replace it) shows the focus colour around it. */
globalStyle(`${content} img.ProseMirror-selectednode`, { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' });

globalStyle(`${content} .ProseMirror-hideselection *::selection`, { background: 'transparent' });

/** ProseMirror's zero-size helper image after a trailing picture, which must take no room. */
globalStyle(`${content} img.ProseMirror-separator`, { display: 'inline', border: 'none', margin: 0, width: 0, height: 0 });

globalStyle(`${content} .ProseMirror-gapcursor`, { display: 'none', pointerEvents: 'none', position: 'absolute', margin: 0 });

/** The link and picture forms, opened under the toolbar. */
export const panel = style({
  display: 'grid',
  gap: vars.space['3'],
  padding: vars.space['3'],
  borderBottom: `1px solid ${role(fieldBoundaryColors.rest)}`,
});

export const panelActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });

export const fileInput = style({ fontSize: vars.font.size.sm, maxWidth: '100%' });
