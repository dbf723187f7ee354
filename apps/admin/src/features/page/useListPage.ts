import type { ListPageProps, ListPaging } from '@shop/ui/ListPage';
import { usePageTitle } from './usePageTitle';

/** The words every list page's copy module has for its frame. */
export interface ListCopy {
  title: string;
  intro?: string;
  tableLabel: string;
  loading: string;
  loadFailed: string;
  retry: string;
  empty: { title: string; none: string; filtered?: string };
  /** A paged list's pager: its landmark's name and what its items are called. */
  pagesLabel?: string;
  itemName?: { one: string; other: string };
}

/** What the frame reads of an RTK Query list: a page of a longer list answers with its total and page size. */
interface ListQuery {
  data?: { total: number; page_size: number } | readonly unknown[];
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

interface ListOptions {
  /** The page shown and how to show another, for a list fetched a page at a time. */
  page?: number;
  onPageChange?: (page: number) => void;
  /** Filters are set: an empty list says no item matches them rather than that there are none. */
  isFiltered?: boolean;
  /**
   * The query is skipped (the filters cannot match, e.g. a date range ending before it starts): the list is
   * empty whatever the last answer held, and has neither a failure nor pages.
   */
  isSkipped?: boolean;
}

type ListFrame = Pick<ListPageProps<never>, 'title' | 'intro' | 'label' | 'loadingLabel' | 'isLoading' | 'loadFailed' | 'empty' | 'paging'>;

/**
 * ListPage's props for a list query and its copy: the document's title too. A paged list dims its rows while
 * the next page loads; a whole list shows its spinner only until the first answer, so a refresh after an
 * edit does not flicker.
 */
export function useListPage(copy: ListCopy, list: ListQuery, { page, onPageChange, isFiltered = false, isSkipped = false }: ListOptions = {}): ListFrame {
  usePageTitle(copy.title);
  const pageOf = list.data && 'total' in list.data ? list.data : undefined;
  const paging: ListPaging | undefined =
    page !== undefined && onPageChange
      ? {
          label: copy.pagesLabel,
          itemName: copy.itemName,
          page,
          totalItems: isSkipped ? 0 : (pageOf?.total ?? 0),
          pageSize: pageOf?.page_size ?? 1,
          onPageChange,
        }
      : undefined;
  return {
    title: copy.title,
    intro: copy.intro,
    label: copy.tableLabel,
    loadingLabel: copy.loading,
    isLoading: paging ? list.isFetching : list.isFetching && !list.data,
    loadFailed:
      list.isError && !isSkipped ? { message: copy.loadFailed, onRetry: () => void list.refetch(), isRetrying: list.isFetching, retryLabel: copy.retry } : undefined,
    empty: { title: copy.empty.title, description: isFiltered && copy.empty.filtered ? copy.empty.filtered : copy.empty.none },
    paging,
  };
}
