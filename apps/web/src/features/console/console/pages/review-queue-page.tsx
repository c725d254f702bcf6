import { Badge, Tabs } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { reviewKindsQuery, reviewListQuery } from '../console-api.ts';
import { ReviewDecisionsExport } from '../components/review-decisions-export.tsx';
import { ReviewDrawer } from '../components/review-drawer.tsx';
import { ConsoleQueryTable } from '../../shell/components/console-query-table.tsx';
import { ConsoleQueryCard } from '../../shell/components/console-query-card.tsx';
import { formatDateTime } from '../../shell/components/form-values.ts';

/** Pending applications by kind (role auditor), and the decisions made as CSV. */
export function ReviewQueuePage() {
  const kinds = useQuery(reviewKindsQuery);
  const [selectedKind, setSelectedKind] = useState('');
  const kind = selectedKind || kinds.data?.list[0]?.kind || '';
  const items = useQuery(reviewListQuery(kind));
  const [openId, setOpenId] = useState('');

  return (
    <>
      <ConsoleQueryCard
        title="审核队列"
        query={kinds}
        failure="审核业务加载失败"
        loadingLabel="正在加载审核队列"
        isEmpty={(data) => data.list.length === 0}
        empty="暂无需要审核的业务"
      >
        {(data) => (
          <>
            <Tabs
              activeKey={kind}
              onChange={setSelectedKind}
              items={data.list.map((item) => ({
                key: item.kind,
                label: (
                  <Badge count={item.pending} size="small" offset={[8, -2]}>
                    {item.label}
                  </Badge>
                ),
              }))}
            />
            <ConsoleQueryTable
              query={items}
              rows={(answer) => answer.list}
              rowKey="id"
              locale={{ emptyText: '暂无待审核申请' }}
              onRow={(record) => ({ onClick: () => setOpenId(record.id), style: { cursor: 'pointer' } })}
              columns={[
                {
                  title: '提交时间',
                  dataIndex: 'submittedAt',
                  width: 190,
                  render: formatDateTime,
                },
                { title: '号码', dataIndex: 'phone', width: 140 },
                { title: '申请人', dataIndex: 'applicantName', width: 120 },
                { title: '摘要', dataIndex: 'summary' },
              ]}
            />
          </>
        )}
      </ConsoleQueryCard>
      {kinds.data && kinds.data.list.length > 0 && <ReviewDecisionsExport kinds={kinds.data.list} />}
      <ReviewDrawer kind={kind} id={openId} onClose={() => setOpenId('')} />
    </>
  );
}
