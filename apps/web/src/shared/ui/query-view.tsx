import type { ReactNode } from 'react';
import type { ApiError } from '../api/api-error.ts';
import { EmptyState } from './empty-state.tsx';
import { LoadFailed, isServerAnswer, retryOf, type LoadFailure } from './load-failed.tsx';
import { PlainSkeleton } from './plain-skeleton.tsx';

// The states of a page's data, written once: the data (or the empty state) as soon as there is
// some, else failed (what failed, why, and 重新加载) or refused by the server (its message, no
// retry), else the skeleton.

/** What QueryView reads of a query (TanStack Query's result has it). */
export interface ViewedQuery<T> {
  data: T | undefined;
  error: unknown;
  isError: boolean;
  isFetching: boolean;
  /** Data of another key shown while this one loads (keepPreviousData): not this query's answer. */
  isPlaceholderData?: boolean;
  refetch: () => Promise<unknown>;
}

export interface EmptyView {
  title?: string;
  description?: string;
  children?: ReactNode;
}

export interface QueryStates {
  /** While it loads: the skeleton with this many lines (5 unless told), or this instead. */
  loading?: number | ReactNode;
  /** The title of a failed load (加载失败 unless told). */
  failedTitle?: string;
  /**
   * A failed load drawn the page's own way (a tile, a button in a card, a code that means
   * something else) instead of the failure block; it still offers the retry it is handed.
   */
  failed?: (failure: LoadFailure) => ReactNode;
}

export interface QueryViewProps<T> extends QueryStates {
  query: ViewedQuery<T>;
  /**
   * A refusal the server answered (a code in its envelope) shows as an empty state with this title
   * and the server's message, or as what this draws from the message, not as a failed load.
   */
  refused?: string | ((message: string) => ReactNode);
  /** The page is on its way elsewhere (its hook is redirecting): the skeleton stays instead of the failure. */
  isLeaving?: boolean;
  /** When the answer counts as empty, and what the page says then (暂无数据 unless told). */
  isEmpty?: (data: T) => boolean;
  empty?: EmptyView;
  children: (data: T) => ReactNode;
}

/** The skeleton with this many lines (named 加载中 unless told), or what the page shows instead. */
export function LoadingView({ loading = 5, label = '加载中' }: Pick<QueryStates, 'loading'> & { label?: string }) {
  return typeof loading === 'number' ? <PlainSkeleton lineCount={loading} label={label} /> : <>{loading}</>;
}

/** A failed load: the page's own drawing when it has one, else what failed, why, and 重新加载. */
export function FailedView({ query, failedTitle, failed }: { query: ViewedQuery<unknown> } & Pick<QueryStates, 'failedTitle' | 'failed'>) {
  const failure = retryOf(query);
  return failed ? <>{failed(failure)}</> : <LoadFailed title={failedTitle} {...failure} />;
}

export function QueryView<T>({ query, loading, failedTitle, failed, refused, isLeaving = false, isEmpty, empty, children }: QueryViewProps<T>) {
  // Data first: a refresh that fails keeps what the page showed (the failed call says so itself).
  const hasData = query.data !== undefined && !(query.isError && query.isPlaceholderData);
  if (hasData) {
    const data = query.data as T;
    return isEmpty?.(data) ? <EmptyState {...empty} /> : <>{children(data)}</>;
  }
  if (query.isError && !isLeaving) {
    if (refused !== undefined && isServerAnswer(query.error)) {
      const message = (query.error as ApiError).message;
      return typeof refused === 'string' ? <EmptyState title={refused} description={message} /> : <>{refused(message)}</>;
    }
    return <FailedView query={query} failedTitle={failedTitle} failed={failed} />;
  }
  // A page drawn as its own loading state sits where its data will (a fragment, like the data's),
  // so React keeps it mounted when the data arrives and nothing typed meanwhile is lost.
  return typeof loading === 'number' || loading === undefined ? <LoadingView loading={loading} /> : <>{loading}</>;
}
