import { useState } from 'react';

/** A query that can be asked again; its answer says when the request that fetched it started. */
export interface Refetchable {
  refetch: () => PromiseLike<{ startedTimeStamp?: number }>;
}

/**
 * A key for a form that keeps its own copy of what it edits, and `reload`, which fetches the record again and
 * changes the key, so the form starts again from what the server holds. A refetch alone does not change the key:
 * every refused save refreshes the cache too, and would wipe the owner's edits along with the reason.
 */
export function useReloadKey(query: Refetchable): [number, () => void] {
  const [loads, setLoads] = useState(0);
  const reload = async () => {
    const asked = Date.now();
    // RTK Query shares a refetch with a request already on its way, whose answer may be from before the colleague's
    // save that the reload is for (the page's own fetch on opening, on a slow machine): the form would start again
    // at the version the server refused. Such an answer is followed by one to a request made after the ask.
    const loaded = await query.refetch();
    if (loaded.startedTimeStamp !== undefined && loaded.startedTimeStamp < asked) await query.refetch();
    setLoads((count) => count + 1);
  };
  return [loads, () => void reload()];
}
