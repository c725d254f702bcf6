import type { SandboxSystem } from '@hall/contract/console-sandbox/rules';
import type { SandboxWechatMessage } from '@hall/contract/console-sandbox/schemas';
import { Card, Input, Tabs, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { outboxQuery, sandboxWechatOutboxQuery } from '../sandbox-api.ts';
import type { ConsoleQuery } from '../../shell/components/console-query.ts';
import { ConsoleQueryTable } from '../../shell/components/console-query-table.tsx';
import { formatDateTime } from '../../shell/components/form-values.ts';

const WECHAT_KIND_TEXT: Record<SandboxWechatMessage['kind'], string> = { template: '模板消息', subscribe: '订阅消息' };

interface OutboxTableProps<Row> {
  query: ConsoleQuery<{ list: Row[] }>;
  emptyText: string;
  columns: ColumnsType<Row>;
}

/** What both lists share: newest first from the server, 20 a page. */
function OutboxTable<Row extends { id: number | string }>({ query, emptyText, columns }: OutboxTableProps<Row>) {
  return <ConsoleQueryTable query={query} rows={(data) => data.list} rowKey="id" pagination={{ pageSize: 20 }} locale={{ emptyText }} columns={columns} />;
}

/** The SMS every demo number received. */
function SmsList({ phone }: { phone: string }) {
  return (
    <OutboxTable
      query={useQuery(outboxQuery(phone))}
      emptyText="暂无短信"
      columns={[
        { title: '时间', dataIndex: 'createdAt', width: 200, render: formatDateTime },
        { title: '手机号', dataIndex: 'phone', width: 140 },
        { title: '内容', dataIndex: 'text' },
      ]}
    />
  );
}

/** What the sandbox's official account sent: template messages (SMS stand-ins) and one-time subscription messages. */
function WechatList({ phone }: { phone: string }) {
  return (
    <OutboxTable
      query={useQuery(sandboxWechatOutboxQuery(phone))}
      emptyText="暂无微信消息"
      columns={[
        { title: '时间', dataIndex: 'createdAt', width: 200, render: formatDateTime },
        { title: '类型', dataIndex: 'kind', width: 100, render: (kind: SandboxWechatMessage['kind']) => <Tag>{WECHAT_KIND_TEXT[kind]}</Tag> },
        {
          title: '接收人',
          key: 'recipient',
          width: 200,
          render: (_value: unknown, message: SandboxWechatMessage) => (message.phone ? `${message.nickname ?? ''} ${message.phone}` : message.openid),
        },
        { title: '模板', dataIndex: 'templateId', width: 160 },
        {
          title: '内容',
          key: 'data',
          render: (_value: unknown, message: SandboxWechatMessage) => (
            <div>
              {Object.entries(message.data).map(([key, value]) => (
                <div key={key}>
                  <Typography.Text type="secondary">{key}：</Typography.Text>
                  {value}
                </div>
              ))}
              {message.url ? <Typography.Text type="secondary">跳转：{message.url}</Typography.Text> : null}
            </div>
          ),
        },
      ]}
    />
  );
}

/** Sandbox only: the SMS and the WeChat messages every demo number received, newest first (refreshes every 5 s); each list while its system is the sandbox. */
export function SandboxOutboxPage({ systems }: { systems: readonly SandboxSystem[] }) {
  const [phone, setPhone] = useState('');
  return (
    <Card
      title="短信收件箱（沙箱）"
      extra={<Input.Search placeholder="按手机号筛选" allowClear maxLength={11} onSearch={(value) => setPhone(value.trim())} style={{ width: 220 }} />}
    >
      <Tabs
        items={[
          ...(systems.includes('sms') ? [{ key: 'sms', label: '短信', children: <SmsList phone={phone} /> }] : []),
          ...(systems.includes('wechat') ? [{ key: 'wechat', label: '微信消息', children: <WechatList phone={phone} /> }] : []),
        ]}
      />
    </Card>
  );
}
