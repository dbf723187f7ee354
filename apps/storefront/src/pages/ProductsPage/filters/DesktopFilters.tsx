import { mediaQueries } from '@shop/ui/theme';
import { belowTheFold } from '../../../shared/deferredPart';
import { useIsHydrating } from '../../../shared/hooks/useIsHydrating';
import { useMediaQuery } from '../../../shared/hooks/useMediaQuery';
import type { FilterSidebarProps } from './FilterSidebar';

// The panel's code (the price slider, the checkboxes and what they pull in: about 8 KB compressed) comes as the
// panel comes into sight, as a part below the fold does: at once from 1024 px, where it is on the first screen; never
// below, where it is hidden and a hidden element is never seen.
const FilterSidebar = belowTheFold(async () => (await import('./FilterSidebar')).FilterSidebar);

/**
 * The desktop filter panel, from 1024 px. The server renders it at every width (it cannot know the width) and CSS
 * hides it below. Once a narrower screen's page has hydrated, it leaves the page: a change of filters or sort would
 * hand it new props, which a part waiting for its code answers by fetching it, and the change would wait for that.
 */
export function DesktopFilters(props: FilterSidebarProps) {
  const isWide = useMediaQuery(mediaQueries.lg);
  const isHydrating = useIsHydrating();
  return isHydrating || isWide ? <FilterSidebar {...props} /> : null;
}
