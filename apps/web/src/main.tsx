import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/app-providers.tsx';
import { AppRouter } from './app/router.tsx';
import { queryClient } from './shared/api/query-client.ts';
import { followCareModeOfMember } from './shared/care-mode/care-mode-document.ts';
import { keepWeChatFontScale } from './shared/wechat/font-scale.ts';
import './styles.css';
import './shared/care-mode/care-mode.css';

followCareModeOfMember(queryClient);

const container = document.getElementById('root');
if (container) {
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
const warmPageModules = () => void import('./app/page-modules.ts');
window.addEventListener(
  'load',
  () => {
    if ('requestIdleCallback' in window) {
      window.requestIdleCallback(warmPageModules, { timeout: 3000 });
    } else {
      setTimeout(warmPageModules, 1000);
    }
  },
  { once: true },
);
