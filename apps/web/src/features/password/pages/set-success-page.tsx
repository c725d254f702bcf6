import { ResultPage } from '../../../shared/ui/result-page.tsx';

/** /setSuccess: the service password was changed. */
export function SetSuccessPage() {
  return <ResultPage title="服务密码" status="success" message="更改成功" description="新的服务密码已生效，请牢记" buttonText="返回首页" />;
}
