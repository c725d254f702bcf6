import { describeServiceSource, SERVICE_QUEUE_PAGE_SIZE, ServiceMessage, type ServiceQueueFilter } from '@hall/contract/console-service/rules';
import type { ServiceItem } from '@hall/contract/console-service/schemas';
import { Button, Card, Segmented, Space, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDateTime } from '../../shell/components/form-values.ts';
import { ServiceAnswerModal } from '../components/service-answer-modal.tsx';
import { serviceItemsQuery } from '../service-api.ts';
import { ConsoleQueryTable } from '../../shell/components/console-query-table.tsx';

const FILTERS: { label: string; value: ServiceQueueFilter }[] = [
  { label: '全部', value: 'all' },
  { label: '待处理', value: 'open' },
  { label: '已处理', value: 'answered' },
];

/** Complaints and /CustomerService feedback in one queue: open ones first (oldest first), answered once, by SMS. */
export function ServiceQueuePage() {
  const [filter, setFilter] = useState<ServiceQueueFilter>('open');
  const [page, setPage] = useState(1);
  const items = useQuery(serviceItemsQuery(filter, page));
  const [answering, setAnswering] = useState<ServiceItem | null>(null);

  return (
    <Card
      title="客服工单"
      extra={
        <Segmented
          options={FILTERS}
          value={filter}
          onChange={(value) => {
            setFilter(value);
            setPage(1);
          }}
        />
      }
    >
      <ConsoleQueryTable
        query={items}
        failure="工单加载失败"
        rows={(data) => data.list}
        rowKey={(item) => `${item.source}:${item.id}`}
        // Another filter or page keeps the rows shown until its own arrive.
        loading={items.isFetching}
        locale={{ emptyText: filter === 'open' ? '暂无待处理的工单' : '暂无工单' }}
        pagination={{ current: page, pageSize: SERVICE_QUEUE_PAGE_SIZE, total: items.data?.total ?? 0, showSizeChanger: false, onChange: setPage }}
        columns={[
          { title: '提交时间', dataIndex: 'submittedAt', width: 170, render: (iso: string) => formatDateTime(iso) },
          {
            title: '来源',
            width: 150,
            render: (_, item) => <Tag color={item.source === 'complaint' ? 'volcano' : 'blue'}>{describeServiceSource(item.source, item.appealType)}</Tag>,
          },
          {
            title: '号码 / 会员',
            width: 170,
            render: (_, item) => (
              <Space orientation="vertical" size={0}>
                {item.maskedPhone ?? <Typography.Text type="warning">{ServiceMessage.NO_NUMBER}</Typography.Text>}
                <Typography.Text type="secondary">{item.nickname || '—'}</Typography.Text>
              </Space>
            ),
          },
          { title: '内容', dataIndex: 'content', render: (content: string) => <div className="console-post-text">{content}</div> },
          {
            title: '处理',
            width: 280,
            render: (_, item) =>
              item.answeredAt ? (
                <Space orientation="vertical" size={0}>
                  <Tag color="success">已处理</Tag>
                  <div className="console-post-text">{item.answer}</div>
                  <Typography.Text type="secondary">
                    {item.answeredBy ?? '—'} · {formatDateTime(item.answeredAt)}
                  </Typography.Text>
                </Space>
              ) : (
                <Space>
                  <Tag color="orange">待处理</Tag>
                  <Button type="link" onClick={() => setAnswering(item)}>
                    回复
                  </Button>
                </Space>
              ),
          },
        ]}
      />
      <ServiceAnswerModal item={answering} onClose={() => setAnswering(null)} />
    </Card>
  );
}
