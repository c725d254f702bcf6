import { useState } from 'react';
import { showSuccessToast } from '../../../shared/ui/toast.ts';
import { UNBIND_SUCCESS_MESSAGE, type UnbindOutcome } from './unbind-success.tsx';

/** What both unbind pages show on success (the token and the cache are dealt with by useUnbind). */
export function useUnbindOutcome() {
  const [outcome, setOutcome] = useState<UnbindOutcome | null>(null);
  const finishUnbind = (result: UnbindOutcome) => {
    setOutcome(result);
    showSuccessToast(UNBIND_SUCCESS_MESSAGE, 1500);
  };
  return { outcome, finishUnbind };
}
