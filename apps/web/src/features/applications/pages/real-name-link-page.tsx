import { ApplicationMessage, LINK_ORDER_PLACEHOLDER } from '@hall/contract/applications/rules';
import { AuthType } from '@hall/contract/identity/rules';
import { useQuery } from '@tanstack/react-query';
import { Result } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../shared/api/api-error.ts';
import { useIdentityCheck } from '../../../shared/hooks/use-identity-check.ts';
import { useQueryParam } from '../../../shared/hooks/use-query-param.ts';
import { readLocal, writeLocal } from '../../../shared/lib/storage.ts';
import { showAlert } from '../../../shared/ui/dialogs.ts';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { QueryView } from '../../../shared/ui/query-view.tsx';
import { showToast } from '../../../shared/ui/toast.ts';
import { LINK_ORDER_STORAGE_KEY, linkOrderPhoneQuery } from '../api.ts';
import { ConfirmStep } from '../components/confirm-step.tsx';
import '../applications.css';

/** /realNameLink?id=: the scanned real-name link; the order's number (masked), then the face check. */
export function RealNameLinkPage() {
  const navigate = useNavigate();
  const idFromLink = useQueryParam('id');
  const [orderId] = useState(() => {
    if (idFromLink) {
      writeLocal(LINK_ORDER_STORAGE_KEY, idFromLink);
      return idFromLink;
    }
    return readLocal(LINK_ORDER_STORAGE_KEY) ?? LINK_ORDER_PLACEHOLDER;
  });
  const isMissing = orderId === LINK_ORDER_PLACEHOLDER;
  const order = useQuery({ ...linkOrderPhoneQuery(orderId), enabled: !isMissing });
  const identity = useIdentityCheck({ authType: AuthType.REAL_NAME });
  const phone = order.data?.serviceId ?? '';

  useEffect(() => {
    if (isMissing) {
      void showAlert(ApplicationMessage.LINK_ORDER_MISSING);
    }
  }, [isMissing]);

  useEffect(() => {
    if (order.isError) {
      const message = isApiError(order.error) ? order.error.message : '获取数据失败，请稍后重试';
      navigate(`/realNameLinkError?error=${encodeURIComponent(message)}`, { replace: true });
    }
  }, [navigate, order.error, order.isError]);

  // The number shows masked; the face check is started for the link's order, which names it.
  const next = () => {
    if (!phone) {
      showToast(ApplicationMessage.LINK_PHONE_MISSING);
      return;
    }
    identity.start('NEW_TRANS_ACCT_T', { id: orderId }, '/realNameLinkForm');
  };

  let content;
  if (isMissing) {
    content = <Result status="warning" title="数据缺失，请重新扫码" description={ApplicationMessage.LINK_ORDER_MISSING} />;
  } else {
    // A failed read leaves for the error page with its message (the effect above).
    content = (
      <QueryView query={order} loading={3} isLeaving>
        {() => (
          <ConfirmStep
            intro="请核对实名手机号，点击下一步进行人脸识别，完成实名资料补录"
            rows={[
              { label: '订单号', value: orderId },
              { label: '实名手机号', value: phone, ariaLabel: '实名手机号' },
            ]}
            onNext={next}
          />
        )}
      </QueryView>
    );
  }

  return (
    <div className="page">
      <PageHeader title="实名补录" onBack={() => navigate('/', { replace: true })} />
      {content}
    </div>
  );
}
