import { LoadFailed } from '@shop/ui/LoadFailed';
import { Spinner } from '@shop/ui/Spinner';
import type { ReactNode } from 'react';

export interface LoadWords {
  loading: string;
  loadFailed: string;
  /** The retry button's words. */
  retry: string;
}

export interface Loadable<Data> {
  data?: Data;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

/** A record or settings a page shows once loaded: a retry while it could not be, a spinner until it is. */
export function WhenLoaded<Data>({ query, words, children }: { query: Loadable<Data>; words: LoadWords; children: (data: Data) => ReactNode }) {
  if (query.isError) return <LoadFailed message={words.loadFailed} onRetry={() => void query.refetch()} isRetrying={query.isFetching} retryLabel={words.retry} />;
  if (query.data === undefined) return <Spinner label={words.loading} />;
  return children(query.data);
}
