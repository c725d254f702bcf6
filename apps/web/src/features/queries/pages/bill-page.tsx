import { Button } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { PullRefresh } from '../../../shared/ui/pull-refresh.tsx';
import { billQuery } from '../api.ts';
import { BillView } from '../components/bill-view.tsx';
import { LoadingBlock } from '../components/loading-block.tsx';
import { LoadFailed, retryOf, isServerAnswer } from '../../../shared/ui/load-failed.tsx';
import '../queries.css';

/** /bill: this month's bill, with links to the hall and to the history bills. */
export function BillPage() {
  const navigate = useNavigate();
  const bill = useQuery(billQuery(null));
  let content;
  if (bill.isPending) {
    content = <LoadingBlock />;
  } else if (bill.isError && !isServerAnswer(bill.error)) {
    content = <LoadFailed title="查询失败" {...retryOf(bill)} />;
  } else if (bill.isError) {
    content = <EmptyState title="暂无账单" description={bill.error.message} />;
  } else {
    content = <BillView bill={bill.data} />;
  }
  return (
    <div className="page">
      <PageHeader title="账单查询" />
      <PullRefresh>{content}</PullRefresh>
      <div className="page-actions bill-links">
        <Button onClick={() => navigate('/')}>返回营业厅</Button>
        <Button color="primary" onClick={() => navigate('/historyBill')}>
          历史账单
        </Button>
      </div>
    </div>
  );
}
