import { List } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { formatYuan } from '../../../shared/lib/format.ts';
import { buildPath } from '../../../shared/lib/navigation.ts';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { PullRefresh } from '../../../shared/ui/pull-refresh.tsx';
import { formatBillMonth, historyBillQuery } from '../api.ts';
import { QueryView } from '../../../shared/ui/query-view.tsx';
import '../queries.css';

/** /historyBill: past months; a tap opens /billDetails?date=. */
export function HistoryBillPage() {
  const navigate = useNavigate();
  const months = useQuery(historyBillQuery);
  return (
    <div className="page">
      <PageHeader title="历史账单" backTo="/bill" />
      <PullRefresh>
        <QueryView
          query={months}
          loading={6}
          failedTitle="查询失败"
          isEmpty={(list) => list.length === 0}
          empty={{ title: '暂无记录', description: '暂无历史账单' }}
        >
          {(list) => (
            <List header="近六个月账单">
              {list.map((month) => (
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
          )}
        </QueryView>
      </PullRefresh>
    </div>
  );
}
