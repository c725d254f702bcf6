import type { ViewedQuery } from './query-view.tsx';

/**
 * Two queries a view needs both of, as one: their data once both have it, the first failure, and
 * a retry that loads again only what failed.
 */
export function combineQueries<First, Second>(first: ViewedQuery<First>, second: ViewedQuery<Second>): ViewedQuery<[First, Second]> {
  const failedOne = first.isError ? first : second;
  return {
    data: first.data !== undefined && second.data !== undefined ? [first.data, second.data] : undefined,
    error: failedOne.error,
    isError: first.isError || second.isError,
    isFetching: first.isFetching || second.isFetching,
    isPlaceholderData: Boolean(first.isPlaceholderData || second.isPlaceholderData),
    refetch: () => Promise.all([first.isError && first.refetch(), second.isError && second.refetch()]),
  };
}
