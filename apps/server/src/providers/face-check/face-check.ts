export type FaceCheckResult = 'pending' | 'passed' | 'failed';

/** The outside face identity check: start a session for a person, then ask for its result. */
export interface FaceCheck {
  start(options: { bizNo: string; ownerName: string; returnUrl: string }): Promise<{ url: string }>;
  getResult(bizNo: string): Promise<FaceCheckResult>;
}
