import { useState } from 'react';

/**
 * A key for a form that keeps its own copy of what it edits, and `reload`, which fetches the record again and
 * changes the key, so the form starts again from what the server holds. A refetch alone does not change the key:
 * every refused save refreshes the cache too, and would wipe the owner's edits along with the reason.
 */
export function useReloadKey(query: { refetch: () => unknown }): [number, () => void] {
  const [loads, setLoads] = useState(0);
  const reload = async () => {
    await query.refetch();
    setLoads((count) => count + 1);
  };
  return [loads, () => void reload()];
}
