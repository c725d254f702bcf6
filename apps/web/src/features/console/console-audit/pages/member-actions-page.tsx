import { AUDIT_LOG_MAX_DAYS, AUDIT_LOG_PAGE_SIZE } from '@hall/contract/console-audit/rules';
import type { MemberActionEntry } from '@hall/contract/console-audit/schemas';
import { MEMBER_ACTION_LABELS } from '@hall/contract/personal-info/rules';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Form, Input, Select, Space, Table } from 'antd';
import { useState } from 'react';
import { ConsoleQueryView } from '../../shell/components/console-query-view.tsx';
import { formatDateTime } from '../../shell/components/form-values.ts';
import { chinaDayBefore, memberActionsQuery, type MemberActionFilters } from '../audit-api.ts';

const ACTION_OPTIONS = Object.entries(MEMBER_ACTION_LABELS).map(([value, label]) => ({ value, label }));

interface FilterFields {
  from: string;
  to: string;
  memberId?: string;
  action?: string;
}

/** 会员操作日志 (auditors and admins): what members did to their own personal information, newest first. */
export function MemberActionsPage() {
  const [form] = Form.useForm<FilterFields>();
  const [filters, setFilters] = useState<MemberActionFilters>({ from: chinaDayBefore(6), to: chinaDayBefore(0), page: 1 });
  const log = useQuery(memberActionsQuery(filters));

  const search = (fields: FilterFields) =>
    setFilters({ from: fields.from, to: fields.to, memberId: Number(fields.memberId?.trim() || 0), action: fields.action ?? '', page: 1 });

  return (
    <Card title="会员操作日志">
      <p>会员在「个人信息管理」中申请副本、更正和删除个人信息的记录。会员信息删除后，记录仍按保存期限保留。</p>
      <Form<FilterFields> form={form} layout="inline" className="console-section" initialValues={{ from: filters.from, to: filters.to }} onFinish={search}>
        <Form.Item label="开始日期" name="from" rules={[{ required: true, message: '请选择开始日期' }]}>
          <Input type="date" aria-label="开始日期" />
        </Form.Item>
        <Form.Item label="结束日期" name="to" rules={[{ required: true, message: '请选择结束日期' }]}>
          <Input type="date" aria-label="结束日期" />
        </Form.Item>
        <Form.Item label="会员编号" name="memberId" rules={[{ pattern: /^\d{0,15}$/, message: '会员编号须为数字' }]}>
          <Input allowClear maxLength={15} inputMode="numeric" placeholder="全部会员" />
        </Form.Item>
        <Form.Item label="操作类型" name="action">
          <Select allowClear options={ACTION_OPTIONS} placeholder="全部" style={{ width: 200 }} aria-label="操作类型" />
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
      <ConsoleQueryView query={log} loadingLabel="正在加载会员操作日志">
        {({ list, total }) => (
          <Table<MemberActionEntry>
            rowKey="id"
            size="small"
            loading={log.isFetching}
            dataSource={list}
            locale={{ emptyText: '该时间段内没有会员操作记录' }}
            pagination={{
              current: filters.page ?? 1,
              pageSize: AUDIT_LOG_PAGE_SIZE,
              total,
              showSizeChanger: false,
              showTotal: (count) => `共 ${count} 条`,
              onChange: (page) => setFilters((current) => ({ ...current, page })),
            }}
            columns={[
              { title: '时间', dataIndex: 'createdAt', width: 170, render: (iso: string) => formatDateTime(iso) },
              { title: '会员编号', dataIndex: 'memberId', width: 110 },
              { title: '昵称', dataIndex: 'nickname', width: 120, render: (nickname: string) => nickname || '已删除' },
              { title: '操作', dataIndex: 'actionText', width: 200 },
              { title: '详情', dataIndex: 'detail', render: (detail: string) => <span className="console-post-text">{detail || '—'}</span> },
            ]}
          />
        )}
      </ConsoleQueryView>
    </Card>
  );
}
