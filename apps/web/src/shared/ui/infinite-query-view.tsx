import type { ReactNode } from 'react';
import { EmptyState } from './empty-state.tsx';
import { InfiniteListFooter } from './infinite-list-footer.tsx';
import { FailedView, LoadingView, type EmptyView, type QueryStates, type ViewedQuery } from './query-view.tsx';

/** What InfiniteQueryView reads of an infinite query (TanStack Query's useInfiniteQuery result has it). */
export interface InfiniteViewedQuery<Page> extends ViewedQuery<{ pages: Page[] }> {
  hasNextPage: boolean;
  fetchNextPage: (options: { throwOnError: true }) => Promise<unknown>;
}

export interface InfiniteQueryViewProps<Page, Item> extends QueryStates {
  query: InfiniteViewedQuery<Page>;
  /** The list items of one page. */
  itemsOf: (page: Page) => Item[];
  /** What the page says when the list has no item (暂无数据 unless told). */
  empty?: EmptyView;
  children: (items: Item[]) => ReactNode;
}

/**
 * A list loaded a page at a time: the skeleton, a failed first page with 重新加载, the empty state,
 * then the items and the footer that loads the next page as it comes into view (a failed next page
 * keeps the items shown and offers its own retry).
 */
export function InfiniteQueryView<Page, Item>({ query, itemsOf, loading, failedTitle, failed, empty, children }: InfiniteQueryViewProps<Page, Item>) {
  const items = query.data?.pages.flatMap(itemsOf);
  if (!items || items.length === 0) {
    if (query.isError) {
      return <FailedView query={query} failedTitle={failedTitle} failed={failed} />;
    }
    return items ? <EmptyState {...empty} /> : <LoadingView loading={loading} />;
  }
  return (
    <>
      {children(items)}
      <InfiniteListFooter hasMore={query.hasNextPage} loadMore={() => query.fetchNextPage({ throwOnError: true })} />
    </>
  );
}
