import { Button } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { PullRefresh } from '../../../shared/ui/pull-refresh.tsx';
import { billQuery } from '../api.ts';
import { BillView } from '../components/bill-view.tsx';
import { BillExplanationSection } from '../components/bill-explanation-section.tsx';
import { QueryView } from '../../../shared/ui/query-view.tsx';
import '../queries.css';

/** /bill: this month's bill, with links to the hall and to the history bills. */
export function BillPage() {
  const navigate = useNavigate();
  const bill = useQuery(billQuery(null));
  return (
    <div className="page">
      <PageHeader title="账单查询" />
      <PullRefresh>
        <QueryView query={bill} loading={6} failedTitle="查询失败" refused="暂无账单">
          {(data) => (
            <>
              <BillView bill={data} />
              <BillExplanationSection month={null} />
            </>
          )}
        </QueryView>
      </PullRefresh>
      <div className="page-actions bill-links">
        <Button onClick={() => navigate('/')}>返回营业厅</Button>
        <Button color="primary" onClick={() => navigate('/historyBill')}>
          历史账单
        </Button>
      </div>
    </div>
  );
}
