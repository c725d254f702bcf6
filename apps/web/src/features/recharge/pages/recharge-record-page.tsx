import { List, Skeleton } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { formatDate, formatYuan } from '../../../shared/lib/format.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { PullRefresh } from '../../../shared/ui/pull-refresh.tsx';
import { RECHARGE_STATUS_TEXT, rechargeRecordsQuery } from '../api.ts';
import { LoadFailed, retryOf } from '../../../shared/ui/load-failed.tsx';
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
  let content;
  if (records.isPending) {
    content = (
      <div className="skeleton-block" aria-busy="true">
        <Skeleton.Paragraph lineCount={6} animated />
      </div>
    );
  } else if (records.isError) {
    content = <LoadFailed title="查询失败" {...retryOf(records)} />;
  } else if (records.data.length === 0) {
    content = <EmptyState title="暂无记录" />;
  } else {
    content = (
      <List header="充值记录">
        {records.data.map((record, index) => (
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
    );
  }
  return (
    <div className="page">
      <PageHeader title="充值记录" />
      <PullRefresh>{content}</PullRefresh>
    </div>
  );
}
