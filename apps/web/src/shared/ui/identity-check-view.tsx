import type { ReactNode } from 'react';
import type { IdentityCheckState } from '../hooks/use-identity-check.ts';
import { LoadingView, type QueryStates } from './query-view.tsx';

export type PassedCheck = Extract<IdentityCheckState, { status: 'passed' }>;
export type FailedCheck = Extract<IdentityCheckState, { status: 'failed' }>;

export interface IdentityCheckViewProps extends Pick<QueryStates, 'loading'> {
  check: IdentityCheckState;
  /** The page was opened without a check to read (CheckRequired, a redirect, or the page's own start). */
  notStarted: ReactNode;
  /**
   * A check that came back failed. Unless told, the skeleton stays: the page's onFailed has said
   * why and is leaving.
   */
  failed?: (failure: FailedCheck) => ReactNode;
  children: (passed: PassedCheck) => ReactNode;
}

/**
 * The return route of a face check, written once: the way back to the check when there is none
 * to read, the skeleton (核验结果查询中) while its result is read, then the page for the passed check.
 */
export function IdentityCheckView({ check, notStarted, failed, loading = 5, children }: IdentityCheckViewProps) {
  if (check.status === 'idle') {
    return <>{notStarted}</>;
  }
  if (check.status === 'passed') {
    return <>{children(check)}</>;
  }
  if (check.status === 'failed' && failed) {
    return <>{failed(check)}</>;
  }
  return <LoadingView loading={loading} label="核验结果查询中" />;
}
