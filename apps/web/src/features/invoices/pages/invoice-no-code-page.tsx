import { AuthType } from '@hall/contract/identity/rules';
import { Result, Skeleton } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { IDENTITY_FAILED_MESSAGE, useIdentityCheck } from '../../../shared/hooks/use-identity-check.ts';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { showToast } from '../../../shared/ui/toast.ts';
import { useConfirmInvoiceFaceCheck } from '../api.ts';
import { saveVerifiedNumber } from '../invoice-storage.ts';

/** /invoicenoCode: return route of the invoice face check; on success the number is verified. */
export function InvoiceNoCodePage() {
  const navigate = useNavigate();
  const confirmFaceCheck = useConfirmInvoiceFaceCheck();
  const backToVerify = (message: string) => {
    showToast(message);
    navigate('/invoiceVerify', { replace: true });
  };
  const identity = useIdentityCheck({
    authType: AuthType.NEW_INVOICE_OCR,
    onPassed: ({ bizNo }) => {
      confirmFaceCheck.mutate(bizNo, {
        onSuccess: (verified) => {
          saveVerifiedNumber(verified.serviceId, verified.userId);
          navigate('/invoiceList', { replace: true });
        },
        onError: (error) => backToVerify(error.message || IDENTITY_FAILED_MESSAGE),
      });
    },
    onFailed: ({ message }) => backToVerify(message || IDENTITY_FAILED_MESSAGE),
  });

  return (
    <div className="page">
      <PageHeader title="发票验证" backTo="/invoiceVerify" />
      {identity.state.status === 'idle' ? (
        <Result status="info" title="请先完成身份核验" description="请返回发票验证页重新验证手机号" />
      ) : (
        <div className="skeleton-block" aria-busy="true">
          <Result status="waiting" title="数据上传中..." />
          <Skeleton.Paragraph lineCount={3} animated />
        </div>
      )}
    </div>
  );
}
