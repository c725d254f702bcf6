import { List } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { formatYuan } from '../../../shared/lib/format.ts';
import { formatDate } from '../../../shared/lib/format-date.ts';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { PullRefresh } from '../../../shared/ui/pull-refresh.tsx';
import { RECHARGE_STATUS_TEXT, rechargeRecordsQuery } from '../order-results-api.ts';
import { QueryView } from '../../../shared/ui/query-view.tsx';
import '../recharge.css';

function statusClassOf(status: number): string {
  if (status === 2) {
    return 'is-success';
  }
  return status === 0 || status === 1 ? 'is-pending' : 'is-failed';
}

/** /record: the top-ups of the bound number. */
export function RechargeRecordPage() {
  const records = useQuery(rechargeRecordsQuery);
  const content = (
    <QueryView query={records} loading={6} failedTitle="查询失败" isEmpty={(data) => data.length === 0} empty={{ title: '暂无记录' }}>
      {(data) => (
        <List header="充值记录">
          {data.map((record, index) => (
            <List.Item
              key={`${record.date}-${index}`}
              title={`${formatDate(record.date)} · ${record.mobilePhone}`}
              description={<span className={`recharge-status ${statusClassOf(record.status)}`}>{RECHARGE_STATUS_TEXT[record.status] ?? '未知状态'}</span>}
              extra={<span className="recharge-record-amount">¥{formatYuan(record.amount)}</span>}
            >
              {record.title}
            </List.Item>
          ))}
        </List>
      )}
    </QueryView>
  );
  return (
    <div className="page">
      <PageHeader title="充值记录" />
      <PullRefresh>{content}</PullRefresh>
    </div>
  );
}
