// The app's start, imported by main.tsx once the page has painted (the hall's frame from the HTML).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app-providers.tsx';
import { takeOverFirstPaint } from './first-paint/take-over-first-paint.ts';
import { AppRouter } from './router.tsx';
import { watchClientErrors } from '../features/client-errors/watch-client-errors.ts';
import { queryClient } from '../shared/api/query-client.ts';
import { followCareModeOfMember } from '../shared/care-mode/care-mode-document.ts';
import { keepWeChatFontScale } from '../shared/wechat/font-scale.ts';

// First, so an error while the app starts is reported too.
watchClientErrors();
followCareModeOfMember(queryClient);

const container = document.getElementById('root');
if (container) {
  takeOverFirstPaint(container);
  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <AppRouter />
      </AppProviders>
    </StrictMode>,
  );
}

// Once the app has started rendering, so nothing WeChat's bridge does can keep it from starting.
keepWeChatFontScale();

// The other pages' loaders (page-modules.ts) load once the first route has loaded and the phone
// is idle, so a tap in the hall fetches its page and that page's chunks together.
// So does the switch that honours a phone set to reduce motion (its first second is rarely a popup).
const warmPageModules = () => {
  void import('./page-modules.ts');
  void import('../shared/motion/reduced-motion.ts').then((motion) => motion.followReducedMotion());
};
const warmWhenIdle = () => {
  if ('requestIdleCallback' in window) {
    window.requestIdleCallback(warmPageModules, { timeout: 3000 });
  } else {
    setTimeout(warmPageModules, 1000);
  }
};
if (document.readyState === 'complete') {
  warmWhenIdle();
} else {
  window.addEventListener('load', warmWhenIdle, { once: true });
}
