import type { QueryClient } from '@tanstack/react-query';
import { memberQuery, MEMBER_QUERY_KEY } from './use-member.ts';

/**
 * Every page's data belongs to the active number: once it changed (a switch, a binding, an
 * unbinding with other numbers left), the member record is read again first, so later calls name
 * the new number, then every other answer is emptied: the pages on screen read theirs again, the
 * others when they open.
 */
export async function reloadForActiveNumber(queryClient: QueryClient): Promise<void> {
  await queryClient.fetchQuery({ ...memberQuery, staleTime: 0 });
  void queryClient.resetQueries({ predicate: (query) => query.queryKey[0] !== MEMBER_QUERY_KEY[0] });
}
