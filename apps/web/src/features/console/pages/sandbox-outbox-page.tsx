import { Card, Input, Table } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { outboxQuery } from '../api.ts';

/** Sandbox only: the SMS every demo number received, newest first (refreshes every 5 s). */
export function SandboxOutboxPage() {
  const [phone, setPhone] = useState('');
  const outbox = useQuery(outboxQuery(phone));
  return (
    <Card
      title="短信收件箱（沙箱）"
      extra={<Input.Search placeholder="按手机号筛选" allowClear maxLength={11} onSearch={(value) => setPhone(value.trim())} style={{ width: 220 }} />}
    >
      <Table
        rowKey="id"
        loading={outbox.isPending}
        dataSource={outbox.data?.list ?? []}
        pagination={{ pageSize: 20 }}
        locale={{ emptyText: '暂无短信' }}
        columns={[
          { title: '时间', dataIndex: 'createdAt', width: 200, render: (iso: string) => new Date(iso).toLocaleString('zh-CN', { timeZone: 'Asia/Shanghai' }) },
          { title: '手机号', dataIndex: 'phone', width: 140 },
          { title: '内容', dataIndex: 'text' },
        ]}
      />
    </Card>
  );
}
