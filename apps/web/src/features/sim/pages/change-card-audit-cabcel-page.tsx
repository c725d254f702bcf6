import { ResultPage } from '../../../shared/ui/result-page.tsx';

/** /changeCardauditCabcel: the application is stored and waits for review. */
export function ChangeCardAuditCabcelPage() {
  return (
    <ResultPage
      title="补卡申请"
      status="waiting"
      message="提交成功！"
      description="补卡申请已提交，等待审核。审核通过后新卡将寄送至您填写的收货地址。"
      buttonText="返回首页"
    />
  );
}
