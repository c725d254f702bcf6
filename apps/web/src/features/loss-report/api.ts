import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../shared/api/subscriber-client.ts';

export const lossReportKeys = {
  status: ['loss-report', 'status'] as const,
};

export const lossReportStatusQuery = queryOptions({
  queryKey: lossReportKeys.status,
  queryFn: () => call('LOSS_REPORT_STATUS', {}, { loading: false }),
});

/** 挂失 or 解挂 with the service password; either way the state is read again. */
export function useChangeLossReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, phonePassword }: { action: 'report' | 'lift'; phonePassword: string }) =>
      call(action === 'report' ? 'REPORT_LOSS' : 'LIFT_LOSS_REPORT', { phonePassword }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: lossReportKeys.status }),
  });
}
