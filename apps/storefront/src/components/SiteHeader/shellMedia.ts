import { breakpoints } from '@shop/ui/theme';

/**
 * The product brief's shell breakpoint: at 768 px or less the simpler shell (its header, its
 * announcement bar, no category bar). The theme's `mediaQueries.md` starts at 768 inclusive, so the
 * full shell starts one pixel above it, as the design system's AnnouncementBar does.
 */
export const fullShell = `screen and (min-width: ${breakpoints.md + 1}px)`;

/** The search box folds into an icon at 600 px or less (the design system's SearchField decides). */
export const searchCollapsed = `screen and (max-width: ${breakpoints.sm}px)`;
