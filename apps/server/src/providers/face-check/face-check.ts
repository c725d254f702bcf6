export type FaceCheckResult = 'pending' | 'passed' | 'failed';

export interface FaceCheckStart {
  bizNo: string;
  ownerName: string;
  /**
   * The person's full 18-character ID number: the provider compares the live face with the photo on
   * file for it. Empty only for the transfer receiver (TRANS_ACCT_T) until the receiver's own
   * identity form exists (issue "Identity that reaches the face check", the receiver's form).
   */
  idNumber: string;
  returnUrl: string;
}

/** The outside face identity check: start a session for a person, then ask for its result. */
export interface FaceCheck {
  start(options: FaceCheckStart): Promise<{ url: string }>;
  getResult(bizNo: string): Promise<FaceCheckResult>;
}
