import { List } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { formatYuan } from '../../../shared/lib/format.ts';
import { buildPath } from '../../../shared/lib/navigation.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { PullRefresh } from '../../../shared/ui/pull-refresh.tsx';
import { formatBillMonth, historyBillQuery } from '../api.ts';
import { LoadingBlock } from '../components/loading-block.tsx';
import { LoadFailed, retryOf } from '../../../shared/ui/load-failed.tsx';
import '../queries.css';

/** /historyBill: past months; a tap opens /billDetails?date=. */
export function HistoryBillPage() {
  const navigate = useNavigate();
  const months = useQuery(historyBillQuery);
  let content;
  if (months.isPending) {
    content = <LoadingBlock />;
  } else if (months.isError) {
    content = <LoadFailed title="查询失败" {...retryOf(months)} />;
  } else if (months.data.length === 0) {
    content = <EmptyState title="暂无记录" description="暂无历史账单" />;
  } else {
    content = (
      <List header="近六个月账单">
        {months.data.map((month) => (
          <List.Item
            key={month.date}
            extra={`¥${formatYuan(month.amount)}`}
            arrowIcon
            onClick={() => navigate(buildPath('/billDetails', { date: month.date }))}
          >
            {formatBillMonth(month.date)}
          </List.Item>
        ))}
      </List>
    );
  }
  return (
    <div className="page">
      <PageHeader title="历史账单" backTo="/bill" />
      <PullRefresh>{content}</PullRefresh>
    </div>
  );
}
