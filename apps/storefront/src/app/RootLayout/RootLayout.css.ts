import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@shop/ui/theme';
import { fullShell } from '../../components/SiteHeader/shellMedia';

/** Keyboard focus on plain links and elements react-aria does not manage: the system's ring. */
const focusVisibleOutline = { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' } as const;

export const shell = style({ minHeight: '100vh' });

export const main = style({
  flex: 1,
  // At least a screen tall, so the footer starts below the fold: when a page's content replaces the
  // route loader, nothing the shopper can see moves (no layout shift).
  minHeight: '100vh',
  // Focus moves here on navigation; the heading inside, not a ring, shows where the reader is.
  outline: 'none',
});

/** Off-screen until focused by keyboard, then pinned above the header. */
export const skipLink = style({
  position: 'absolute',
  top: vars.space['2'],
  left: vars.space['2'],
  zIndex: vars.zIndex.tooltip,
  padding: `${vars.space['2']} ${vars.space['4']}`,
  borderRadius: vars.radius.md,
  background: vars.color.bg.brand,
  color: vars.color.text.inverse,
  fontWeight: vars.font.weight.semibold,
  textDecoration: 'none',
  transform: 'translateY(-200%)',
  selectors: {
    '&:focus': { transform: 'none' },
    '&:hover': { color: vars.color.text.inverse },
    '&:focus-visible': focusVisibleOutline,
  },
});

/**
 * After a navigation the shell focuses the page's h1 from script (it is no control and draws no
 * ring); the screen reader reads it, and sighted readers see the top of the new page.
 */
globalStyle(`${main} h1:focus`, { outline: 'none' });

// Anchor jumps and focus moves stop below the sticky header: its phone row, or both desktop rows.
globalStyle('html', {
  scrollPaddingTop: '5rem',
  '@media': { [fullShell]: { scrollPaddingTop: '9rem' } },
});
