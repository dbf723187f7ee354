import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigate, type NavigateOptions } from 'react-router-dom';

/**
 * A list page's filters, read from the address, and a setter that merges a change into them and writes
 * them back (with `options`, e.g. `{ replace: true }`). `read` and `write` are the page's module-level
 * functions: a new `read` on each render would make every render forget the changes not yet shown.
 *
 * The setter merges into the filters last written, not the ones this render read: two changes before React
 * renders again (a debounced search firing with a select's change, two handlers of one event) would each
 * start from the same filters, and the second would drop the first. React Router's `setSearchParams(prev => …)`
 * does not help: its `prev` is this render's params too.
 */
export function useAddressFilters<Filters>(
  read: (params: URLSearchParams) => Filters,
  write: (filters: Filters) => URLSearchParams,
  options?: NavigateOptions,
): [Filters, (change: Partial<Filters>) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const filters = read(new URLSearchParams(location.search));
  // A ref, not `window.location`: right under any router (a memory one in tests) and even when loaders hold back the address.
  const latest = useRef(filters);
  // Any navigation (ours arriving, Back, a link) makes the address the truth again; a layout effect, so
  // no handler runs between the new address showing and the ref following it.
  useLayoutEffect(() => {
    latest.current = read(new URLSearchParams(location.search));
  }, [location, read]);

  const change = (next: Partial<Filters>) => {
    latest.current = { ...latest.current, ...next };
    // The navigation React Router's setSearchParams makes: this path, a new query.
    void navigate(`?${write(latest.current)}`, options);
  };
  return [filters, change];
}
