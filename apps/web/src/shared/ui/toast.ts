import { TOAST_DURATION_MS } from '@hall/contract/constants';
import { Toast } from 'antd-mobile';

/** Bottom-of-screen toast, the shell's default duration unless told otherwise. */
export function showToast(content: string, durationMs: number = TOAST_DURATION_MS): void {
  Toast.show({ content, position: 'bottom', duration: durationMs });
}

export function showSuccessToast(content: string, durationMs: number = TOAST_DURATION_MS): void {
  Toast.show({ content, icon: 'success', duration: durationMs });
}
