import type { OperationInput } from '@hall/contract/schemas';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../shared/api/subscriber-client.ts';

export const usageAlertKeys = {
  state: ['usageAlerts', 'state'] as const,
  history: ['usageAlerts', 'history'] as const,
};

/** The active number's alerts, the quiet hours and where the number stands now. */
export const usageAlertsQuery = queryOptions({
  queryKey: usageAlertKeys.state,
  queryFn: () => call('USAGE_ALERTS', {}, { loading: false }),
});

/** The first page of the alerts sent for the active number. */
export const usageAlertHistoryQuery = queryOptions({
  queryKey: usageAlertKeys.history,
  queryFn: () => call('USAGE_ALERT_HISTORY', { page: 1 }, { loading: false }),
});

/** Saves one alert or the quiet hours; the state comes back, the history is read again (a save may alert at once). */
export function useSaveUsageAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (alert: OperationInput<'USAGE_ALERT_SAVE'>) => call('USAGE_ALERT_SAVE', alert),
    onSuccess: (state) => {
      queryClient.setQueryData(usageAlertKeys.state, state);
      void queryClient.invalidateQueries({ queryKey: usageAlertKeys.history });
    },
  });
}

export function useSaveQuietHours() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (hours: OperationInput<'USAGE_ALERT_QUIET_HOURS'>) => call('USAGE_ALERT_QUIET_HOURS', hours),
    onSuccess: (state) => queryClient.setQueryData(usageAlertKeys.state, state),
  });
}

/** The link's switch-off, without a login. */
export function useSwitchOffByLink() {
  return useMutation({ mutationFn: (token: string) => call('USAGE_ALERT_OFF', { key: token }) });
}
