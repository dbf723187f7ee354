import { LinkButton } from '@shop/ui/LinkButton';
import { LoadFailed } from '@shop/ui/LoadFailed';
import { PageHeader } from '@shop/ui/PageHeader';
import { Spinner } from '@shop/ui/Spinner';
import { Stack } from '@shop/ui/Stack';
import type { ReactNode } from 'react';
import { usePageTitle } from './usePageTitle';

/** The words of a record's page until it shows the record, and of its link back to the list. */
interface RecordWords {
  loading: string;
  notFound: string;
  loadFailed: string;
  /** The retry button's words. */
  retry: string;
  back: string;
}

/** What the frame reads of an RTK Query record query. */
interface RecordQuery<Data> {
  data?: Data;
  error?: unknown;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

interface RecordPageProps<Data> {
  /** The record's query, skipped when the address's id cannot name one. */
  query: RecordQuery<Data>;
  /** The address's id can name a record (`isRecordId`); otherwise the record is not found. */
  isValidId: boolean;
  words: RecordWords;
  /** Where the link back goes: the record's list. */
  backHref: string;
  /** The loaded record's heading, also the document's title. */
  title: (record: Data) => string;
  /** The line under the heading. */
  intro?: (record: Data) => string;
  /** The record's page under its heading. */
  children: (record: Data) => ReactNode;
}

/** An id from a page's address that can name a record: a positive whole number the database's ids can hold. */
export function isRecordId(id: number): boolean {
  return Number.isInteger(id) && id >= 1 && id <= 2147483647;
}

function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && error.status === 404;
}

/**
 * The page of one record from an address: its heading with the link back to its list, and the record under it
 * once loaded. Until then the heading says it is loading; an id that names nothing says not found, and a load
 * that failed otherwise offers a retry.
 */
export function RecordPage<Data>({ query, isValidId, words, backHref, title, intro, children }: RecordPageProps<Data>) {
  const record = query.data;
  usePageTitle(record !== undefined ? title(record) : isValidId && !query.isError ? words.loading : words.notFound);
  const back = (
    <LinkButton href={backHref} variant="ghost">
      {words.back}
    </LinkButton>
  );

  if (!isValidId || (query.isError && isNotFound(query.error))) return <PageHeader title={words.notFound} actions={back} />;
  if (query.isError) {
    return (
      <Stack gap="6">
        <PageHeader title={words.notFound} actions={back} />
        <LoadFailed message={words.loadFailed} onRetry={() => void query.refetch()} isRetrying={query.isFetching} retryLabel={words.retry} />
      </Stack>
    );
  }
  if (record === undefined) {
    return (
      <Stack gap="6">
        <PageHeader title={words.loading} actions={back} />
        <Spinner label={words.loading} />
      </Stack>
    );
  }
  return (
    <Stack gap="6">
      <PageHeader title={title(record)} intro={intro?.(record)} actions={back} />
      {children(record)}
    </Stack>
  );
}
