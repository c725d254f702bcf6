import { CONSENT_AGREE_TEXT, CONSENT_DECLINE_TEXT, CONSENT_NOTICES, type ConsentPurposeValue } from '@hall/contract/consent';
import { showConfirm } from './dialogs.ts';

/**
 * Shows the notice for collecting a face image or an ID photo and resolves true only when the
 * person taps 同意并继续. Asked every time: consent to sensitive data is per collection.
 */
export function askConsent(purpose: ConsentPurposeValue): Promise<boolean> {
  const notice = CONSENT_NOTICES[purpose];
  return showConfirm({ title: notice.title, content: notice.body, confirmText: CONSENT_AGREE_TEXT, cancelText: CONSENT_DECLINE_TEXT });
}
