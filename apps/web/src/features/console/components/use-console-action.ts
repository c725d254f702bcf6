import { App } from 'antd';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../../shared/api/api-error.ts';

/**
 * Runs a console change: a success message, or the server's message on refusal; then refreshes
 * the queries the change touched. Answers the result, or undefined when it failed.
 */
export function useConsoleAction() {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [isRunning, setIsRunning] = useState(false);

  const run = async <Result>(action: () => Promise<Result>, options: { success: string; refresh: QueryKey }): Promise<Result | undefined> => {
    setIsRunning(true);
    try {
      const result = await action();
      void message.success(options.success);
      await queryClient.invalidateQueries({ queryKey: options.refresh });
      return result;
    } catch (caught) {
      void message.error(isApiError(caught) ? caught.message : '操作失败，请稍后重试');
      return undefined;
    } finally {
      setIsRunning(false);
    }
  };
  return { run, isRunning };
}
