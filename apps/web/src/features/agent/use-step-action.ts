import { useMutation } from '@tanstack/react-query';
import { useLayoutEffect, useRef } from 'react';

/**
 * A step's submission, one at a time, with its button showing it running. A failure has already
 * been shown (by the error catalogue or by the step itself), so the agent simply stays on the step.
 * The submission run is always the latest render's: the mutation takes new options only in a
 * passive effect, which a tap right after a change (the agreement just read to its end) can beat.
 */
export function useStepAction(action: () => Promise<void>) {
  const latestAction = useRef(action);
  useLayoutEffect(() => {
    latestAction.current = action;
  });
  const mutation = useMutation({ mutationFn: () => latestAction.current() });
  return {
    isRunning: mutation.isPending,
    run: () => {
      if (!mutation.isPending) {
        mutation.mutate();
      }
    },
  };
}
