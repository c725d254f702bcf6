import { useMutation } from '@tanstack/react-query';

/**
 * A step's submission, one at a time, with its button showing it running. A failure has already
 * been shown (by the error catalogue or by the step itself), so the agent simply stays on the step.
 */
export function useStepAction(action: () => Promise<void>) {
  const mutation = useMutation({ mutationFn: action });
  return {
    isRunning: mutation.isPending,
    run: () => {
      if (!mutation.isPending) {
        mutation.mutate();
      }
    },
  };
}
