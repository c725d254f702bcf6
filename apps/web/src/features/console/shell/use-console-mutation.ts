import { App } from 'antd';
import { useMutation, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { isApiError } from '../../../shared/api/api-error.ts';

/** What one console change shows and refreshes. */
export interface ConsoleChange<Payload, Result> {
  /** The operation, called with `isSilent`: its refusal is shown once, by this hook. */
  mutationFn: (payload: Payload) => Promise<Result>;
  /** The success message, from the payload or the result when it depends on what was asked or done. */
  success: string | ((payload: Payload, result: Result) => string);
  /** What else the change does once it succeeded (after the message, before the refresh). */
  onChanged?: (change: { result: Result; payload: Payload; queryClient: QueryClient }) => void;
  /** The queries the change touched; the change counts as done once they are read again, so a drawer closes on fresh rows. */
  refresh?: QueryKey;
  /** Shown when a failure carries no message of its own. */
  failure?: string;
}

/**
 * A console change as a mutation: the antd success message, or the server's message on refusal;
 * then the refresh of the queries it touched.
 */
export function useConsoleMutation<Payload, Result>({ mutationFn, success, onChanged, refresh, failure }: ConsoleChange<Payload, Result>) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (result, payload) => {
      void message.success(typeof success === 'string' ? success : success(payload, result));
      onChanged?.({ result, payload, queryClient });
      if (refresh) {
        await queryClient.invalidateQueries({ queryKey: refresh });
      }
    },
    onError: (error) => {
      void message.error(isApiError(error) ? error.message : (failure ?? '操作失败，请稍后重试'));
    },
  });
}
