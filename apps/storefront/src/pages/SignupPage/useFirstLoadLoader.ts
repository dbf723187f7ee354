import { useEffect, useState } from 'react';

/** True for the first `ms` milliseconds after the page mounts (the sign-up page's first-load loader). */
export function useFirstLoadLoader(ms: number): boolean {
  const [isLoading, setLoading] = useState(ms > 0);
  useEffect(() => {
    if (ms <= 0) return undefined;
    const timer = window.setTimeout(() => setLoading(false), ms);
    return () => window.clearTimeout(timer);
  }, [ms]);
  return isLoading;
}
