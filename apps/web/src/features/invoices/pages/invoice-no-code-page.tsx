import { AuthType } from '@hall/contract/identity/rules';
import { Result } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { IDENTITY_FAILED_MESSAGE, useIdentityCheck } from '../../../shared/hooks/use-identity-check.ts';
import { CheckRequired } from '../../../shared/ui/check-required.tsx';
import { IdentityCheckView } from '../../../shared/ui/identity-check-view.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { PlainSkeleton } from '../../../shared/ui/plain-skeleton.tsx';
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

  const uploading = <PlainSkeleton lineCount={3} caption={<Result status="waiting" title="数据上传中..." />} />;
  return (
    <div className="page">
      <PageHeader title="发票验证" backTo="/invoiceVerify" />
      {/* Passed, the number is being verified with the check and the page leaves: it waits throughout. */}
      <IdentityCheckView check={identity.state} notStarted={<CheckRequired description="请返回发票验证页重新验证手机号" />} loading={uploading}>
        {() => uploading}
      </IdentityCheckView>
    </div>
  );
}
