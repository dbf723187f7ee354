import { groupIndianDigits } from '@shop/rules/money';
import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { cx } from '../../utils/cx';
import { Button } from '../Button/Button';
import { describeRange } from './describeRange';
import * as styles from './Pagination.css';
import { useUiWords } from '../../words/UiWords';
import { paginationWords } from './paginationWords';

export interface PaginationProps {
  /** The landmark's name, e.g. "Orders pages"; needed when a page has more than one. */
  label?: string;
  /** The current page, from 1 (offset paging). Leave out for cursor paging. */
  page?: number;
  /** How many pages there are (offset paging). */
  pageCount?: number;
  /** How many items in all, e.g. 245; shown as "41–60 of 245 orders" with `page` and `pageSize`. */
  totalItems?: number;
  /** What the items are, for the count: `{ one: 'order', other: 'orders' }`. */
  itemName?: { one: string; other: string };
  /** Whether there is a page before; by default `page > 1`. Set it for cursor paging. */
  hasPrevious?: boolean;
  /** Whether there is a page after; by default `page < pageCount`. Set it for cursor paging. */
  hasNext?: boolean;
  onPrevious: () => void;
  onNext: () => void;
  /** Items per page, for the count. */
  pageSize?: number;
  /** A `PageSizeSelect` ("Rows per page") shown beside the pager. */
  pageSizeSelect?: ReactNode;
  className?: string;
}

/**
 * Previous and next pages of a list, with where you are ("Page 3 of 12") and
 * how much there is. Works with page numbers and with cursors (previous/next only).
 */
export function Pagination({
  label,
  page,
  pageCount,
  totalItems,
  itemName,
  hasPrevious = page !== undefined && page > 1,
  hasNext = page !== undefined && pageCount !== undefined && page < pageCount,
  onPrevious,
  onNext,
  pageSize,
  pageSizeSelect,
  className,
}: PaginationProps) {
  const words = useUiWords('pagination', paginationWords);
  const previousRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  useKeepFocusOnEdge({ hasPrevious, hasNext, previousRef, nextRef });

  const position = page !== undefined && pageCount !== undefined ? words.position(groupIndianDigits(page), groupIndianDigits(pageCount)) : undefined;
  const range = describeRange({ page, pageSize, totalItems, itemName: itemName ?? words.itemName, words });

  return (
    <nav aria-label={label ?? words.label} className={cx(styles.pagination, className)}>
      {range && <p className={styles.range}>{range}</p>}
      {pageSizeSelect}
      <div className={styles.controls}>
        <Button ref={previousRef} variant="secondary" size="sm" isDisabled={!hasPrevious} onPress={onPrevious}>
          <ChevronIcon direction="previous" />
          {words.previous}
        </Button>
        {position && (
          <p role="status" className={styles.position}>
            {position}
          </p>
        )}
        <Button ref={nextRef} variant="secondary" size="sm" isDisabled={!hasNext} onPress={onNext}>
          {words.next}
          <ChevronIcon direction="next" />
        </Button>
      </div>
    </nav>
  );
}

interface EdgeFocus {
  hasPrevious: boolean;
  hasNext: boolean;
  previousRef: RefObject<HTMLButtonElement | null>;
  nextRef: RefObject<HTMLButtonElement | null>;
}

/**
 * On the last page "Next" is disabled, and a disabled button drops the focus
 * to the page. When that happens to the button that was just pressed, focus
 * moves to the other one, so a keyboard user stays in the pager.
 */
function useKeepFocusOnEdge({ hasPrevious, hasNext, previousRef, nextRef }: EdgeFocus) {
  const focused = useRef<'previous' | 'next' | null>(null);
  useEffect(() => {
    const track = () => {
      const active = document.activeElement;
      focused.current = active === previousRef.current ? 'previous' : active === nextRef.current ? 'next' : null;
    };
    document.addEventListener('focusin', track);
    return () => document.removeEventListener('focusin', track);
  }, [previousRef, nextRef]);

  useEffect(() => {
    if (!hasNext && focused.current === 'next' && hasPrevious) previousRef.current?.focus();
    if (!hasPrevious && focused.current === 'previous' && hasNext) nextRef.current?.focus();
  }, [hasPrevious, hasNext, previousRef, nextRef]);
}

function ChevronIcon({ direction }: { direction: 'previous' | 'next' }) {
  return (
    <svg className={styles.chevron} viewBox="0 0 20 20" fill="none" aria-hidden="true" focusable="false">
      <path
        d={direction === 'previous' ? 'M12.5 5 7.5 10l5 5' : 'M7.5 5l5 5-5 5'}
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
