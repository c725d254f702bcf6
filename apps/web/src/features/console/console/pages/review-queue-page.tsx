import { Badge, Card, Empty, Table, Tabs } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { reviewKindsQuery, reviewListQuery } from '../console-api.ts';
import { ReviewDrawer } from '../components/review-drawer.tsx';
import { formatDateTime } from '../../shell/components/form-values.ts';

/** Pending applications by kind (role auditor). */
export function ReviewQueuePage() {
  const kinds = useQuery(reviewKindsQuery);
  const [selectedKind, setSelectedKind] = useState('');
  const kind = selectedKind || kinds.data?.list[0]?.kind || '';
  const items = useQuery(reviewListQuery(kind));
  const [openId, setOpenId] = useState('');

  if (kinds.data && kinds.data.list.length === 0) {
    return (
      <Card title="审核队列">
        <Empty description="暂无需要审核的业务" />
      </Card>
    );
  }
  return (
    <Card title="审核队列" loading={kinds.isPending}>
      <Tabs
        activeKey={kind}
        onChange={setSelectedKind}
        items={(kinds.data?.list ?? []).map((item) => ({
          key: item.kind,
          label: (
            <Badge count={item.pending} size="small" offset={[8, -2]}>
              {item.label}
            </Badge>
          ),
        }))}
      />
      <Table
        rowKey="id"
        loading={items.isPending && kind !== ''}
        dataSource={items.data?.list ?? []}
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
      <ReviewDrawer kind={kind} id={openId} onClose={() => setOpenId('')} />
    </Card>
  );
}
