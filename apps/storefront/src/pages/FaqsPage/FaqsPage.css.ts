import { style } from '@vanilla-extract/css';
import { fullShell } from '../../components/SiteHeader/shellMedia';

/**
 * The shell's header stays on screen (57 px on phones, 122 px with the category bar from 769 px), so
 * a topic a link scrolls to, and the sticky topic column, start below it.
 */
export const belowHeader = { compact: '5rem', full: '9rem' } as const;

export const intro = style({ maxWidth: '62ch' });

/** The questions at a comfortable reading width beside the topics. */
export const body = style({ maxWidth: '52rem' });

export const topic = style({
  scrollMarginTop: belowHeader.compact,
  '@media': {
    [fullShell]: { scrollMarginTop: belowHeader.full },
  },
});
