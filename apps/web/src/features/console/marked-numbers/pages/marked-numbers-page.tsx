import {
  BLOCKED_NUMBER_PATTERN,
  CallProtectionMessage,
  MARKED_CATEGORIES,
  MARKED_CATEGORY_NAME,
  type MarkedCategoryCode,
} from '@hall/contract/call-protection/rules';
import type { MarkedNumberView } from '@hall/contract/call-protection/schemas';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Form, Input, Popconfirm, Select, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { ConsoleQueryCard } from '../../shell/components/console-query-card.tsx';
import { formatDateTime } from '../../shell/components/form-values.ts';
import { markedNumbersQuery, useDeleteMarkedNumber, useSaveMarkedNumber, type MarkedNumbersFilter } from '../marked-numbers-api.ts';

const CATEGORY_OPTIONS = MARKED_CATEGORIES.map(({ code, name }) => ({ value: code, label: name }));

function MarkForm() {
  const save = useSaveMarkedNumber();
  const [form] = Form.useForm<{ number: string; category: MarkedCategoryCode }>();
  return (
    <Card title="标记号码">
      <Typography.Paragraph type="secondary">
        开启骚扰拦截并选择该类别的用户，其后来自该号码的来电和短信将被拦截；已标记的号码再次保存即修改类别。
      </Typography.Paragraph>
      <Form
        form={form}
        layout="inline"
        onFinish={(values) => save.mutate({ number: values.number.trim(), category: values.category }, { onSuccess: () => form.resetFields() })}
      >
        <Form.Item
          name="number"
          label="号码"
          rules={[
            { required: true, message: '请输入要标记的号码' },
            { pattern: BLOCKED_NUMBER_PATTERN, message: CallProtectionMessage.MARKED_NUMBER_INVALID },
          ]}
        >
          <Input placeholder="5-20位数字" maxLength={20} style={{ width: 180 }} />
        </Form.Item>
        <Form.Item name="category" label="类别" rules={[{ required: true, message: '请选择标记类别' }]}>
          <Select aria-label="标记类别" options={CATEGORY_OPTIONS} style={{ width: 120 }} />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            保存标记
          </Button>
        </Form.Item>
      </Form>
    </Card>
  );
}

/** 标记号码 (customer service): the back office's marked numbers, searched, marked and unmarked; each change audit-logged. */
export function MarkedNumbersPage() {
  const [filter, setFilter] = useState<MarkedNumbersFilter>({ number: '', page: 1 });
  const marks = useQuery(markedNumbersQuery(filter));
  const remove = useDeleteMarkedNumber();
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <MarkForm />
      <ConsoleQueryCard title="已标记号码" query={marks} failure="标记号码加载失败" loadingLabel="正在加载标记号码">
        {(data) => (
          <>
            <Form
              layout="inline"
              style={{ marginBottom: 12 }}
              onFinish={(values: { number?: string; category?: MarkedCategoryCode | 'all' }) =>
                setFilter({
                  number: (values.number ?? '').trim(),
                  ...(values.category && values.category !== 'all' ? { category: values.category } : {}),
                  page: 1,
                })
              }
            >
              <Form.Item name="number" label="号码开头">
                <Input aria-label="号码开头" maxLength={20} allowClear style={{ width: 160 }} />
              </Form.Item>
              <Form.Item name="category" label="类别" initialValue="all">
                <Select aria-label="筛选类别" options={[{ value: 'all', label: '全部' }, ...CATEGORY_OPTIONS]} style={{ width: 100 }} />
              </Form.Item>
              <Form.Item>
                <Button htmlType="submit">查询</Button>
              </Form.Item>
            </Form>
            <Table<MarkedNumberView>
              rowKey="number"
              dataSource={data.list}
              locale={{ emptyText: '暂无标记号码' }}
              pagination={{
                current: data.page,
                pageSize: data.pageSize,
                total: data.total,
                showSizeChanger: false,
                onChange: (page) => setFilter({ ...filter, page }),
              }}
              columns={[
                { title: '号码', dataIndex: 'number' },
                { title: '类别', dataIndex: 'category', render: (category: MarkedCategoryCode) => MARKED_CATEGORY_NAME[category] },
                { title: '标记次数', dataIndex: 'reportCount' },
                { title: '来源', dataIndex: 'source' },
                { title: '标记时间', dataIndex: 'markedAt', render: (markedAt: string) => formatDateTime(markedAt) },
                {
                  title: '操作',
                  key: 'actions',
                  render: (_, row) => (
                    <Popconfirm title={`取消${row.number}的标记？`} okText="确定" cancelText="返回" onConfirm={() => remove.mutate(row.number)}>
                      <Button type="link" danger>
                        取消标记
                      </Button>
                    </Popconfirm>
                  ),
                },
              ]}
            />
          </>
        )}
      </ConsoleQueryCard>
    </Space>
  );
}
