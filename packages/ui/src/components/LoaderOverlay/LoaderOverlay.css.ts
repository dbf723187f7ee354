import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import * as spinnerStyles from '../Spinner/Spinner.css';

const fadeIn = keyframes({ from: { opacity: 0 } });

/**
 * Local semantic token: the veil over a busy page. The page's own surface at
 * 80 %, so it still shows through (people see nothing was lost) but reads as paused.
 */
const veil = `color-mix(in srgb, ${vars.color.bg.surface} 80%, transparent)`;

/** Covers the viewport and takes every pointer event; above modals, below toasts (errors must still show). */
export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: `calc(${vars.zIndex.modal} + 1)`,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space['4'],
  background: veil,
  backdropFilter: 'blur(2px)',
  cursor: 'progress',
  animation: `${fadeIn} ${vars.motion.duration.base} ${vars.motion.easing.standard}`,
});

/** The spinner and its words on a card, so the label stays readable over any page. */
export const card = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['3'],
  maxWidth: '100%',
  paddingBlock: vars.space['4'],
  paddingInline: vars.space['6'],
  background: vars.color.bg.surface,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
});

// The Spinner's label is a quiet caption by default; here it is the page's only message, so it reads as body text.
globalStyle(`${card} .${spinnerStyles.label}`, {
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text.default,
});
