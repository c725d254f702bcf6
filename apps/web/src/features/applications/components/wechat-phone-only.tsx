import { ApplicationMessage } from '@hall/contract/applications/rules';
import { Result } from 'antd-mobile';
import { useEffect, useState, type ReactNode } from 'react';
import { isPhone, isWeChatBrowser } from '../../../shared/lib/device.ts';
import { showAlert } from '../../../shared/ui/dialogs.ts';
import { PageHeader } from '../../../shared/ui/page-header.tsx';

interface WeChatPhoneOnlyProps {
  children: ReactNode;
  /** For a page whose content is all inside: the refusal then shows as a page of this title (back to 业务办理). */
  pageTitle?: string;
}

/** Transfer and cancellation pages work only inside WeChat on a phone; elsewhere they alert and say so. */
export function WeChatPhoneOnly({ children, pageTitle }: WeChatPhoneOnlyProps) {
  const [isAllowed] = useState(() => isWeChatBrowser() && isPhone());
  useEffect(() => {
    if (!isAllowed) {
      void showAlert(ApplicationMessage.WECHAT_PHONE_ONLY);
    }
  }, [isAllowed]);
  if (isAllowed) {
    return <>{children}</>;
  }
  const refusal = <Result status="warning" title={ApplicationMessage.WECHAT_PHONE_ONLY} />;
  if (pageTitle === undefined) {
    return refusal;
  }
  return (
    <div className="page">
      <PageHeader title={pageTitle} backTo="/BusinessHandle" />
      {refusal}
    </div>
  );
}
