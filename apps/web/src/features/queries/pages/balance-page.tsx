import { ExplainSection } from '../components/explain-section.tsx';
import { Button } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { formatYuan } from '../../../shared/lib/format.ts';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { PullRefresh } from '../../../shared/ui/pull-refresh.tsx';
import { balanceQuery } from '../api.ts';
import { DonutChart } from '../components/donut-chart.tsx';
import { QueryView } from '../../../shared/ui/query-view.tsx';
import '../queries.css';

/** /balance: the balance, a donut of balance and this month's spending, and the explanation. */
export function BalancePage() {
  const navigate = useNavigate();
  const balance = useQuery(balanceQuery);
  const content = (
    <QueryView query={balance} loading={6} failedTitle="查询失败">
      {(data) => (
        <>
          <div className="page-section" aria-label="账户余额">
            <div className="muted">{data.title}</div>
            <div className={`query-amount key-figure${data.amount < 0 ? ' is-owing' : ''}`}>¥{formatYuan(data.amount)}</div>
            <DonutChart
              label="余额构成"
              parts={data.data.map((name, index) => ({ name, value: data.dataVal[index] ?? 0, color: data.color[index] ?? '#1677ff' }))}
              centerValue={formatYuan(data.amount)}
              centerLabel="余额(元)"
              formatValue={(value) => `¥${formatYuan(value)}`}
            />
          </div>
          <ExplainSection title="余额说明" lines={data.explain} />
          <div className="page-actions">
            <Button block color="primary" onClick={() => navigate('/Recharge')}>
              去充值
            </Button>
          </div>
        </>
      )}
    </QueryView>
  );
  return (
    <div className="page">
      <PageHeader title="余额查询" />
      <PullRefresh>{content}</PullRefresh>
    </div>
  );
}
