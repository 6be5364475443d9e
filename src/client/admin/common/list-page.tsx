import { clsx } from 'clsx';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '../../ui/card';
import { PageHeader } from './page-header';
import { EmptyState, ErrorState, LoadingState } from './query-states';
import { useErrorToast } from './use-error-toast';

/** The parts of a TanStack list query the page shows (what `useQuery` returns). */
export interface ListQuery<Item> {
  data: readonly Item[] | undefined;
  error: Error | null;
  isPending: boolean;
  refetch: () => unknown;
}

export interface ListPageTexts {
  /** The spinner's label, e.g. "Loading promotions". */
  loading: string;
  /** The spec's text for a failed load, e.g. "Failed to load promotions": a toast and a card. */
  failed: string;
  /** The empty list's title, e.g. "No promotions yet". */
  empty: string;
  /** A line under it saying what to do. */
  emptyHint?: string;
}

export interface ListPageProps<Item extends { id: string }> {
  /** The screen's heading: the `title` its registry entry gives the page. */
  title: string;
  description?: ReactNode;
  /** Buttons beside the heading, e.g. "Add Promotion". */
  actions?: ReactNode;
  query: ListQuery<Item>;
  texts: ListPageTexts;
  emptyIcon: LucideIcon;
  /** The list's accessible name, e.g. "Promotions". */
  listLabel?: string;
  /**
   * `rows` (default): one card, a row per item divided by lines, for lists read line by line.
   * `tiles`: a grid of cards, for lists recognised by their pictures (products).
   */
  layout?: 'rows' | 'tiles';
  /** A wider page for tiles; rows read best at the default width. */
  wide?: boolean;
  /**
   * A table instead of a list: its header row; `renderItem` then returns a keyed <tr>. For
   * records compared column by column (subscribers).
   */
  tableHead?: ReactNode;
  /** Rows in a box of about 24rem that scrolls (spec: the newsletter's subscriber list). */
  scroll?: boolean;
  /** An item's content (a row lays itself out, padding included); the shell wraps it in an <li>. */
  renderItem: (item: Item) => ReactNode;
  /** Between the heading and the list, e.g. the collections' add form. */
  beforeList?: ReactNode;
  /** The dialogs the page opens: its form, its delete confirmation (`useConfirmDelete`). */
  children?: ReactNode;
}

/**
 * The skeleton of every admin list screen (spec admin §4 "Lists": loading and empty; §8: a
 * failed load is a toast and names what failed): heading with its actions, then the loading,
 * failed, empty or filled list.
 */
export function ListPage<Item extends { id: string }>({
  title,
  description,
  actions,
  query,
  texts,
  emptyIcon,
  listLabel,
  layout = 'rows',
  wide = false,
  tableHead,
  scroll = false,
  renderItem,
  beforeList,
  children,
}: ListPageProps<Item>) {
  useErrorToast(query.error, texts.failed);

  let body: ReactNode;
  if (query.isPending) {
    body = <LoadingState label={texts.loading} />;
  } else if (query.error || !query.data) {
    body = (
      <ErrorState title={texts.failed} error={query.error} onRetry={() => void query.refetch()} />
    );
  } else if (query.data.length === 0) {
    body = (
      <EmptyState icon={emptyIcon} title={texts.empty}>
        {texts.emptyHint ? <p className="text-sm text-muted">{texts.emptyHint}</p> : null}
      </EmptyState>
    );
  } else if (tableHead) {
    body = (
      <Card className="overflow-x-auto">
        <table aria-label={listLabel} className="w-full text-left text-sm">
          <thead className="border-b border-line text-xs tracking-wider text-muted uppercase">
            {tableHead}
          </thead>
          <tbody className="divide-y divide-line">{query.data.map(renderItem)}</tbody>
        </table>
      </Card>
    );
  } else if (layout === 'tiles') {
    body = (
      <ul
        aria-label={listLabel}
        className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
      >
        {query.data.map((item) => (
          <li key={item.id}>{renderItem(item)}</li>
        ))}
      </ul>
    );
  } else {
    body = (
      <Card>
        <ul
          aria-label={listLabel}
          className={clsx('divide-y divide-line', scroll && 'max-h-96 overflow-y-auto')}
          // A scrolling box is reached and scrolled with the keyboard too.
          tabIndex={scroll ? 0 : undefined}
        >
          {query.data.map((item) => (
            <li key={item.id}>{renderItem(item)}</li>
          ))}
        </ul>
      </Card>
    );
  }

  return (
    <div className={clsx('mx-auto space-y-6', wide ? 'max-w-6xl' : 'max-w-4xl')}>
      <PageHeader title={title} description={description} actions={actions} />
      {beforeList}
      {body}
      {children}
    </div>
  );
}
