import { renderHallFrame } from './hall-frame-prerender.tsx';
import { earlyRepliesScript } from './early-replies-script.ts';

/** What the build writes into index.html for the first paint (build/first-paint.ts loads this module). */
export function renderFirstPaint(): { hallFrame: string; earlyRepliesScript: string } {
  return { hallFrame: renderHallFrame(), earlyRepliesScript: earlyRepliesScript() };
}
