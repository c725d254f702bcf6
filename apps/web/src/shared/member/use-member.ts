import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../api/subscriber-client.ts';
import { setShownNumber } from '../api/shown-number.ts';
import { MEMBER_QUERY_KEY } from './member-query-key.ts';

export { MEMBER_QUERY_KEY };

export const memberQuery = queryOptions({
  queryKey: MEMBER_QUERY_KEY,
  queryFn: async () => {
    const record = await call('PERSONAL_DATA', {});
    setShownNumber(record.mobilePhoneInfo?.mobilePhone);
    return record;
  },
});

/** The member record (getMember): loaded on entering the hall, shared by every page. */
export function useMember() {
  return useQuery(memberQuery);
}

/** Resets the member record to empty and loads it again. */
export function useResetMember() {
  const queryClient = useQueryClient();
  return () => queryClient.resetQueries({ queryKey: MEMBER_QUERY_KEY });
}
