import { useState } from 'react';
import { showSuccessToast } from '../../../shared/ui/toast.ts';
import { UNBIND_SUCCESS_MESSAGE } from './unbind-success.tsx';

/** What both unbind pages show on success (the token and the cache are cleared by useUnbind). */
export function useUnbindOutcome() {
  const [unboundPhone, setUnboundPhone] = useState<string | null>(null);
  const finishUnbind = (phone: string) => {
    setUnboundPhone(phone);
    showSuccessToast(UNBIND_SUCCESS_MESSAGE, 1500);
  };
  return { unboundPhone, finishUnbind };
}
