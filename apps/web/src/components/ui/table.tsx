import { useLingui } from '@lingui/react';
import type { ReactNode, Ref } from 'react';
import { Button } from './button';
import { cn } from './cn';

export interface Column<T> {
  /** The column's header (its cells' accessible column name). */
  header: ReactNode;
  /** The header is read by screen readers only (an actions column). */
  hiddenHeader?: boolean;
  cell(row: T, index: number): ReactNode;
  /** Right-aligns header and cells (amounts, actions). */
  alignEnd?: boolean;
  /** Classes of the header cell, e.g. a width in a fixed table. */
  headerClassName?: string;
  /** Classes of each of the column's cells. */
  cellClassName?: string;
}

/** From which width the table shows; below it every row is a card. */
type Breakpoint = 'md' | 'lg';

const TABLE_FROM: Record<Breakpoint, string> = { md: 'hidden md:block', lg: 'hidden lg:block' };
const CARDS_UNTIL: Record<Breakpoint, string> = { md: 'md:hidden', lg: 'lg:hidden' };

export interface TableProps<T> {
  /** Names the table (caption, read by screen readers) and, on phones, the list of cards. */
  caption: string;
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey(row: T): string | number;
  /** One row as a card, for phones. */
  card(row: T, index: number): ReactNode;
  /** Classes of each card's list item; by default a white bordered card (pass '' when the card draws itself). */
  cardClassName?: string;
  /** The cards are a numbered list starting at this number (a paged list's first row). */
  numberedFrom?: number;
  breakpoint?: Breakpoint;
  /** Smaller text and padding, for tables with many columns. */
  dense?: boolean;
  /** Column widths from the headers (table-fixed), cells aligned to the top. */
  fixed?: boolean;
  rowTestId?: string;
  cardTestId?: string;
  /** Classes of the table's box and of the card list (e.g. a top margin). */
  className?: string;
}

const CARD = 'rounded-xl border border-slate-200 bg-white p-4';

/**
 * A list of records: a table on wide screens, a list of cards on phones (one per row), both named by the
 * caption.
 */
export function Table<T>({
  caption,
  columns,
  rows,
  rowKey,
  card,
  cardClassName = CARD,
  numberedFrom,
  breakpoint = 'md',
  dense = false,
  fixed = false,
  rowTestId,
  cardTestId,
  className,
}: TableProps<T>) {
  const cellPadding = dense ? 'px-3' : 'px-4';
  const Cards = numberedFrom === undefined ? 'ul' : 'ol';
  return (
    <>
      <div
        className={cn(
          'overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm',
          TABLE_FROM[breakpoint],
          className,
        )}
      >
        <table className={cn('w-full text-left', dense && 'text-sm', fixed && 'table-fixed')}>
          <caption className="sr-only">{caption}</caption>
          <thead className={cn('bg-slate-100 text-ink', !dense && 'text-sm')}>
            <tr>
              {columns.map((column, index) => (
                <th
                  key={index}
                  scope="col"
                  className={cn(
                    cellPadding,
                    'py-3 font-semibold',
                    column.alignEnd && 'text-right',
                    column.headerClassName,
                  )}
                >
                  {column.hiddenHeader ? <span className="sr-only">{column.header}</span> : column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, rowIndex) => (
              <tr
                key={rowKey(row)}
                data-testid={rowTestId}
                className={cn('border-t border-slate-200', fixed && 'align-top')}
              >
                {columns.map((column, index) => (
                  <td
                    key={index}
                    className={cn(cellPadding, 'py-2', column.alignEnd && 'text-right', column.cellClassName)}
                  >
                    {column.cell(row, rowIndex)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Cards
        className={cn('flex flex-col gap-3', CARDS_UNTIL[breakpoint], className)}
        aria-label={caption}
        start={numberedFrom}
      >
        {rows.map((row, index) => (
          <li key={rowKey(row)} data-testid={cardTestId} className={cardClassName || undefined}>
            {card(row, index)}
          </li>
        ))}
      </Cards>
    </>
  );
}

interface MorePagerProps {
  /** Another page can be loaded (a cursor list). */
  hasMore: boolean;
  loading: boolean;
  onLoadMore(): void;
  /** Said under the last row once everything is loaded, e.g. 'End of list'. */
  endText?: string;
  /** Watched to load the next page when it scrolls into view. */
  ref?: Ref<HTMLDivElement>;
  /** Anything said with the control, e.g. why the last page failed. */
  children?: ReactNode;
}

interface NumberedPagerProps {
  page: number;
  pages: number;
  onPageChange(page: number): void;
  /** Said after 'Page 2 of 5', in brackets, e.g. '48 users'. */
  summary?: ReactNode;
}

export type PagerProps = MorePagerProps | NumberedPagerProps;

/**
 * The paging control under a list: 'Load more' (and 'End of list') for a cursor list, Previous / 'Page 2 of 5' /
 * Next for a numbered one.
 */
export function Pager(props: PagerProps) {
  const { i18n } = useLingui();
  if ('page' in props) {
    const { page, pages, onPageChange, summary } = props;
    return (
      <nav
        aria-label={i18n._({ id: 'ui.pager.nav', message: 'Pages' })}
        className="mt-4 flex items-center justify-between gap-2"
      >
        <Button variant="secondary" onClick={() => onPageChange(page - 1)} disabled={page <= 1}>
          {i18n._({ id: 'ui.pager.previous', message: 'Previous' })}
        </Button>
        <p className="text-sm text-muted" aria-live="polite">
          {i18n._({
            id: 'ui.pager.page',
            message: 'Page {page} of {pages}',
            values: { page: String(page), pages: String(pages) },
          })}
          {summary ? <> ({summary})</> : null}
        </p>
        <Button variant="secondary" onClick={() => onPageChange(page + 1)} disabled={page >= pages}>
          {i18n._({ id: 'ui.pager.next', message: 'Next' })}
        </Button>
      </nav>
    );
  }
  const { hasMore, loading, onLoadMore, endText, ref, children } = props;
  if (!hasMore && !endText && !children && !ref) return null;
  return (
    <div ref={ref} className="mt-4 flex flex-col items-center gap-2" aria-live="polite">
      {hasMore ? (
        <Button variant="secondary" onClick={onLoadMore} disabled={loading}>
          {loading
            ? i18n._({ id: 'ui.pager.loading', message: 'Loading...' })
            : i18n._({ id: 'ui.pager.loadMore', message: 'Load more' })}
        </Button>
      ) : endText ? (
        <p className="text-sm text-muted">{endText}</p>
      ) : null}
      {children}
    </div>
  );
}
