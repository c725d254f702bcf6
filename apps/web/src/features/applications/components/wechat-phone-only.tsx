import { ApplicationMessage } from '@hall/contract/applications/rules';
import { Result } from 'antd-mobile';
import { useEffect, useState, type ReactNode } from 'react';
import { isPhone, isWeChatBrowser } from '../../../shared/lib/device.ts';
import { showAlert } from '../../../shared/ui/dialogs.ts';

/** Transfer pages work only inside WeChat on a phone; elsewhere they alert and say so. */
export function WeChatPhoneOnly({ children }: { children: ReactNode }) {
  const [isAllowed] = useState(() => isWeChatBrowser() && isPhone());
  useEffect(() => {
    if (!isAllowed) {
      void showAlert(ApplicationMessage.WECHAT_PHONE_ONLY);
    }
  }, [isAllowed]);
  if (!isAllowed) {
    return <Result status="warning" title={ApplicationMessage.WECHAT_PHONE_ONLY} />;
  }
  return <>{children}</>;
}
