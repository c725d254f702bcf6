import { AgentMessage } from '@hall/contract/agent/rules';
import { NoticeBar } from 'antd-mobile';
import { isWeChatBrowser } from '../../../shared/lib/device.ts';

/** Inside WeChat: tap the top right and open in a browser. Dismissible, so the page stays usable. */
export function OpenInBrowserBanner() {
  if (!isWeChatBrowser()) {
    return null;
  }
  return <NoticeBar className="agent-browser-hint" content={AgentMessage.OPEN_IN_BROWSER} color="alert" closeable wrap />;
}
