import { useEffect, useState } from 'react';

/** False until `ms` milliseconds after the component mounted, then true: for the page's own spinner. */
export function useDelayElapsed(ms: number): boolean {
  const [elapsed, setElapsed] = useState(ms <= 0);
  useEffect(() => {
    if (ms <= 0) return undefined;
    const timer = window.setTimeout(() => setElapsed(true), ms);
    return () => window.clearTimeout(timer);
  }, [ms]);
  return elapsed;
}
