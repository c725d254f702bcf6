import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { removeToken } from '../../../shared/lib/storage.ts';
import { showSuccessToast } from '../../../shared/ui/toast.ts';
import { UNBIND_SUCCESS_MESSAGE } from './unbind-success.tsx';

/** What both unbind pages do on success: clear the stored token and every cached answer. */
export function useUnbindOutcome() {
  const queryClient = useQueryClient();
  const [unboundPhone, setUnboundPhone] = useState<string | null>(null);
  const finishUnbind = (phone: string) => {
    removeToken();
    queryClient.clear();
    setUnboundPhone(phone);
    showSuccessToast(UNBIND_SUCCESS_MESSAGE, 1500);
  };
  return { unboundPhone, finishUnbind };
}
