import type { ReactNode } from 'react';
import type { Key } from 'react-aria-components/Table';
import { DataTable, type DataTableProps } from '../DataTable/DataTable';
import { EmptyState, type EmptyStateProps } from '../EmptyState/EmptyState';
import { LoadFailed, type LoadFailedProps } from '../LoadFailed/LoadFailed';
import { PageHeader } from '../PageHeader/PageHeader';
import { Pagination, type PaginationProps } from '../Pagination/Pagination';
import { Stack } from '../Stack/Stack';

/** A list fetched a page at a time; the frame works out the page count and keeps Previous and Next in range. */
export interface ListPaging extends Pick<PaginationProps, 'label' | 'itemName'> {
  /** The page shown, from 1. */
  page: number;
  /** How many items there are in all; no pager while there are none. */
  totalItems: number;
  pageSize: number;
  onPageChange: (page: number) => void;
}

export interface ListPageProps<T extends { id: Key }> extends Omit<DataTableProps<T>, 'emptyState' | 'footer'> {
  /** The page's h1. */
  title: string;
  intro?: ReactNode;
  /** The page's own buttons and links, beside the title ("New article"). */
  actions?: ReactNode;
  /** Between the header and the table: status links, a note, a small add form. */
  filters?: ReactNode;
  /** Set while the list could not be loaded: said in place of the table, with a retry. */
  loadFailed?: LoadFailedProps;
  /** What an empty table says: no items yet, or none that match the filters. */
  empty: Pick<EmptyStateProps, 'title' | 'description' | 'action'>;
  /** Leave out for a list that comes whole. */
  paging?: ListPaging;
  /** After the table: the dialogs its rows open. */
  children?: ReactNode;
}

/**
 * A back-office list page: the header, optional filters, the table with its empty state and pager, or, when
 * the list could not be loaded, a retry in the table's place (the header and filters stay usable).
 */
export function ListPage<T extends { id: Key }>({ title, intro, actions, filters, loadFailed, empty, paging, children, ...table }: ListPageProps<T>) {
  return (
    <Stack gap="6">
      <PageHeader title={title} intro={intro} actions={actions} />
      {filters}
      {loadFailed ? (
        <LoadFailed {...loadFailed} />
      ) : (
        <DataTable<T>
          {...table}
          emptyState={<EmptyState size="compact" headingLevel={2} {...empty} />}
          footer={paging && paging.totalItems > 0 && <ListPager {...paging} />}
        />
      )}
      {children}
    </Stack>
  );
}

function ListPager({ page, totalItems, pageSize, onPageChange, label, itemName }: ListPaging) {
  const pageCount = Math.max(1, Math.ceil(totalItems / pageSize));
  return (
    <Pagination
      label={label}
      page={page}
      pageCount={pageCount}
      totalItems={totalItems}
      pageSize={pageSize}
      itemName={itemName}
      onPrevious={() => onPageChange(Math.max(1, page - 1))}
      onNext={() => onPageChange(Math.min(pageCount, page + 1))}
    />
  );
}
