import { HALL_FRAME_ID } from '@hall/contract/hall/first-paint';

/**
 * The hall's frame prerendered into the page (first-paint-prerender.ts) stands until the app first
 * renders into its root; it goes in that same task, before the browser paints again, so the app's
 * own frame takes its place without a blank moment (both are the same components).
 */
export function takeOverFirstPaint(root: HTMLElement): void {
  const frame = document.getElementById(HALL_FRAME_ID);
  if (!frame) {
    return;
  }
  if (root.firstChild) {
    frame.remove();
    return;
  }
  const observer = new MutationObserver(() => {
    if (root.firstChild) {
      observer.disconnect();
      frame.remove();
    }
  });
  observer.observe(root, { childList: true });
}
