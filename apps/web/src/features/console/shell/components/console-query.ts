/** What the console's query views read of a query (TanStack Query's result has it). */
export interface ConsoleQuery<Data> {
  data: Data | undefined;
  error: unknown;
  isError: boolean;
  isPending: boolean;
  isFetching: boolean;
  /** Data of another key shown while this one loads (keepPreviousData): not this query's answer. */
  isPlaceholderData?: boolean;
  refetch: () => Promise<unknown>;
}

/**
 * The data to show, if any: a refresh that fails keeps what the page showed, but another key's
 * data kept while this one loaded is no answer when this one failed.
 */
export function shownDataOf<Data>(query: ConsoleQuery<Data>): Data | undefined {
  return query.isError && query.isPlaceholderData ? undefined : query.data;
}
