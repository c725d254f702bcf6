import { PackageChangeMessage } from '@hall/contract/package-change/rules';
import { ResultPage } from '../../../shared/ui/result-page.tsx';

/** /ChangeSucces: the change is accepted; whether it succeeded shows in the ordered services. */
export function ChangeSuccessPage() {
  return (
    <ResultPage
      title="变更结果"
      status="success"
      message={PackageChangeMessage.ACCEPTED}
      description="新套餐将于次月1日生效，请稍后在“已订业务”菜单中查看套餐是否变更成功。"
      buttonText="返回首页"
      target="/"
    />
  );
}
