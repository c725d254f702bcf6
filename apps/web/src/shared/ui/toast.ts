import { TOAST_DURATION_MS } from '../../config/ui-timings.ts';

// The toast UI (antd-mobile's Toast with its animation library) loads on first use, so the
// first screen does not pay for it.
const loadToast = () => import('./antd-feedback.ts').then((module) => module.Toast);

/** Bottom-of-screen toast, the shell's default duration unless told otherwise. */
export function showToast(content: string, durationMs: number = TOAST_DURATION_MS): void {
  void loadToast().then((Toast) => Toast.show({ content, position: 'bottom', duration: durationMs }));
}

/** Centred failure overlay (the fail icon), for a step that could not be done at all. */
export function showFailToast(content: string, durationMs: number = TOAST_DURATION_MS): void {
  void loadToast().then((Toast) => Toast.show({ content, icon: 'fail', duration: durationMs }));
}

export function showSuccessToast(content: string, durationMs: number = TOAST_DURATION_MS): void {
  void loadToast().then((Toast) => Toast.show({ content, icon: 'success', duration: durationMs }));
}
