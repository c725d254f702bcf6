import { ResultPage } from '../../../shared/ui/result-page.tsx';

/** /packageOpenSuccess: 来电显示 was opened; 确定 returns to the site root. */
export function PackageOpenSuccessPage() {
  return <ResultPage title="来电显示" status="success" message="开通成功" description="来电显示已开通，来电时将显示主叫号码" buttonText="确定" />;
}
