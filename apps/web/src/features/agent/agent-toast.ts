import { AGENT_TOAST_DURATION_MS } from '../../config/ui-timings.ts';
import { showToast } from '../../shared/ui/toast.ts';

/** The agent pages' toast: shorter than the subscriber app's, as the spec sets it. */
export function showAgentToast(message: string): void {
  showToast(message, AGENT_TOAST_DURATION_MS);
}
