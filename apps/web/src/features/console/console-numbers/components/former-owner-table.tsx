import type { NumberRecord } from '@hall/contract/console-numbers/schemas';
import { Table } from 'antd';
import { formatDateTime } from '../../shell/components/form-values.ts';

/** 往期机主: who held the number before it last went back to the pool; their records are kept apart. */
export function FormerOwnerTable({ owners }: { owners: NumberRecord['formerOwners'] }) {
  return (
    <Table
      rowKey="tenure"
      size="small"
      pagination={false}
      dataSource={owners}
      locale={{ emptyText: '该号码无往期机主' }}
      columns={[
        { title: '机主', dataIndex: 'tenure', width: 100, render: (tenure: number) => `第${tenure}任` },
        { title: '姓名', dataIndex: 'ownerName', width: 100 },
        { title: '入网时间', dataIndex: 'joinedAt', render: (iso: string) => formatDateTime(iso) },
        { title: '销户时间', dataIndex: 'cancelledAt', render: (iso: string) => formatDateTime(iso) },
        { title: '回收时间', dataIndex: 'releasedAt', render: (iso: string) => formatDateTime(iso) },
      ]}
    />
  );
}
