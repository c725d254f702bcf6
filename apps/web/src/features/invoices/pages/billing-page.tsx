import { ResultPage } from '../../../shared/ui/result-page.tsx';

/** /billing: the application is in; the invoice follows within 1-3 working days. */
export function BillingPage() {
  return (
    <ResultPage
      title="开票中"
      status="waiting"
      message="发票开具中"
      description="预计1-3个工作日内开具完成，开具后将发送至您的邮箱"
      buttonText="查看开票记录"
      target="/invoiceList"
    />
  );
}
