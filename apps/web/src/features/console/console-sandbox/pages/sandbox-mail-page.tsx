import { Button, Card, Input, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { sandboxMailsQuery } from '../sandbox-api.ts';
import { ConsoleQueryTable } from '../../shell/components/console-query-table.tsx';
import { formatDateTime } from '../../shell/components/form-values.ts';

/** Sandbox only: the mails the app sent (e-invoices with their PDFs), newest first (refreshes every 5 s). */
export function SandboxMailPage() {
  const [to, setTo] = useState('');
  const mails = useQuery(sandboxMailsQuery(to));
  return (
    <Card
      title="邮件发件箱（沙箱）"
      extra={<Input.Search placeholder="按收件人筛选" allowClear maxLength={100} onSearch={(value) => setTo(value.trim())} style={{ width: 260 }} />}
    >
      <ConsoleQueryTable
        query={mails}
        rows={(data) => data.list}
        rowKey="id"
        pagination={{ pageSize: 20 }}
        locale={{ emptyText: '暂无邮件' }}
        expandable={{ expandedRowRender: (mail) => <Typography.Paragraph className="console-post-text">{mail.body}</Typography.Paragraph> }}
        columns={[
          { title: '时间', dataIndex: 'createdAt', width: 190, render: (iso: string) => formatDateTime(iso) },
          { title: '收件人', dataIndex: 'to', width: 220 },
          { title: '主题', dataIndex: 'subject' },
          {
            title: '附件',
            dataIndex: 'attachments',
            render: (attachments: { filename: string; url: string }[]) =>
              attachments.map((attachment) => (
                <Button key={attachment.url} type="link" href={attachment.url} target="_blank" rel="noopener noreferrer">
                  {attachment.filename}
                </Button>
              )),
          },
        ]}
      />
    </Card>
  );
}
