import type { OperationInput } from '@hall/contract/schemas';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { isDownloadedFile } from '../../shared/api/downloaded-file.ts';
import { call } from '../../shared/api/subscriber-client.ts';
import { saveFile } from '../../shared/lib/save-file.ts';
import { MEMBER_QUERY_KEY } from '../../shared/member/member-query-key.ts';

/** What the operator holds about the member, each section with its retention row. */
export const personalInfoQuery = queryOptions({ queryKey: ['personal-info'], queryFn: () => call('PERSONAL_INFO', {}) });

/** Corrects the nickname and contact e-mail; the centre and the member record then show them. */
export function useCorrectProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: OperationInput<'PERSONAL_INFO_CORRECT'>) => call('PERSONAL_INFO_CORRECT', request),
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: personalInfoQuery.queryKey }), queryClient.invalidateQueries({ queryKey: MEMBER_QUERY_KEY })]),
  });
}

/** While a copy is being prepared, the list is read again this often. */
const COPY_PREPARING_POLL_MS = 3000;

/** The member's copies of their personal information (获取副本), read again while one is being prepared. */
export const personalInfoCopiesQuery = queryOptions({
  queryKey: ['personal-info', 'copies'],
  queryFn: () => call('PERSONAL_INFO_COPIES', {}),
  refetchInterval: (query) => (query.state.data?.copies.some((copy) => copy.state === 'preparing') ? COPY_PREPARING_POLL_MS : false),
});

/** Asks for a copy with the type 13 code; the list is read again. */
export function useRequestCopy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: OperationInput<'PERSONAL_INFO_COPY_REQUEST'>) => call('PERSONAL_INFO_COPY_REQUEST', request),
    onSettled: () => queryClient.invalidateQueries({ queryKey: personalInfoCopiesQuery.queryKey }),
  });
}

/** Downloads a copy's ZIP once and saves it; the list is read again (已下载, or why it could not). */
export function useDownloadCopy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (copyId: number) => {
      const file = await call('PERSONAL_INFO_COPY_DOWNLOAD', { copyId });
      if (isDownloadedFile(file)) {
        saveFile(file);
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: personalInfoCopiesQuery.queryKey }),
  });
}
