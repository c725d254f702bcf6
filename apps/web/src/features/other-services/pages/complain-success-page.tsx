import { ResultPage } from '../../../shared/ui/result-page.tsx';

/** /complainSuccess: the complaint was received. */
export function ComplainSuccessPage() {
  return (
    <ResultPage
      title="提交成功"
      status="success"
      message="提交成功！"
      description="我们已收到您的投诉举报，将尽快核实处理"
      buttonText="返回其他服务"
      target="/other"
    />
  );
}
