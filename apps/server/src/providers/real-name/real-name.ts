/** Outcome of the agent flow's real-name check: ID card reading plus face comparison. */
export interface RealNameResult {
  status: 'pending' | 'passed' | 'face_failed' | 'id_failed';
  customerName: string;
  idNumber: string;
  address: string;
}

/** The outside real-name (identity + face) service of the agent opening flow. */
export interface RealNameCheck {
  start(options: { bizNo: string; serviceId: string; returnUrl: string }): Promise<{ url: string }>;
  getResult(bizNo: string): Promise<RealNameResult>;
}
