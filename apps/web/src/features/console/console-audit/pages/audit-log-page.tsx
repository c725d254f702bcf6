import { AUDIT_ACTION_TEXT, AUDIT_LOG_MAX_DAYS, AUDIT_LOG_PAGE_SIZE } from '@hall/contract/console-audit/rules';
import type { AuditEntry } from '@hall/contract/console-audit/schemas';
import { Button, Card, Form, Input, Select, Space, Table } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConsoleQueryView } from '../../shell/components/console-query-view.tsx';
import { auditLogQuery, chinaDayBefore, type AuditLogFilters } from '../audit-api.ts';
import { formatDateTime } from '../../shell/components/form-values.ts';

const ACTION_OPTIONS = Object.entries(AUDIT_ACTION_TEXT).map(([value, label]) => ({ value, label }));

interface FilterFields {
  from: string;
  to: string;
  staff?: string;
  action?: string;
  subjectId?: string;
}

/** 操作日志 (auditors and admins): what staff did in the console, newest first, filtered by day, account, action and subject. */
export function AuditLogPage() {
  const [form] = Form.useForm<FilterFields>();
  const [filters, setFilters] = useState<AuditLogFilters>({ from: chinaDayBefore(6), to: chinaDayBefore(0), page: 1 });
  const log = useQuery(auditLogQuery(filters));

  const search = (fields: FilterFields) =>
    setFilters({
      from: fields.from,
      to: fields.to,
      staff: fields.staff?.trim() ?? '',
      action: fields.action ?? '',
      subjectId: fields.subjectId?.trim() ?? '',
      page: 1,
    });

  const content = (
    <ConsoleQueryView query={log} loadingLabel="正在加载操作日志">
      {({ list, total }) => (
        <Table<AuditEntry>
          rowKey="id"
          size="small"
          loading={log.isFetching}
          dataSource={list}
          locale={{ emptyText: '该时间段内没有操作记录' }}
          pagination={{
            current: filters.page ?? 1,
            pageSize: AUDIT_LOG_PAGE_SIZE,
            total,
            showSizeChanger: false,
            showTotal: (total) => `共 ${total} 条`,
            onChange: (page) => setFilters((current) => ({ ...current, page })),
          }}
          columns={[
            { title: '时间', dataIndex: 'createdAt', width: 170, render: (iso: string) => formatDateTime(iso) },
            { title: '操作人', key: 'staff', width: 150, render: (_value: unknown, entry: AuditEntry) => `${entry.staffName}（${entry.staffUsername}）` },
            { title: '操作', dataIndex: 'actionText', width: 150 },
            { title: '对象类型', dataIndex: 'subjectType', width: 140 },
            { title: '对象', dataIndex: 'subjectId', width: 160 },
            { title: '详情', dataIndex: 'detail', render: (detail: string) => <span className="console-post-text">{detail || '—'}</span> },
          ]}
        />
      )}
    </ConsoleQueryView>
  );

  return (
    <Card title="操作日志">
      <Form<FilterFields> form={form} layout="inline" className="console-section" initialValues={{ from: filters.from, to: filters.to }} onFinish={search}>
        <Form.Item label="开始日期" name="from" rules={[{ required: true, message: '请选择开始日期' }]}>
          <Input type="date" aria-label="开始日期" />
        </Form.Item>
        <Form.Item label="结束日期" name="to" rules={[{ required: true, message: '请选择结束日期' }]}>
          <Input type="date" aria-label="结束日期" />
        </Form.Item>
        <Form.Item label="操作人账号" name="staff">
          <Input allowClear maxLength={64} placeholder="如 admin" />
        </Form.Item>
        <Form.Item label="操作类型" name="action">
          <Select allowClear showSearch optionFilterProp="label" options={ACTION_OPTIONS} placeholder="全部" style={{ width: 180 }} aria-label="操作类型" />
        </Form.Item>
        <Form.Item label="操作对象" name="subjectId">
          <Input allowClear maxLength={64} placeholder="如手机号、编号" />
        </Form.Item>
        <Form.Item>
          <Space>
            <Button type="primary" htmlType="submit">
              查询
            </Button>
            <span>最长可查{AUDIT_LOG_MAX_DAYS}天</span>
          </Space>
        </Form.Item>
      </Form>
      {content}
    </Card>
  );
}
