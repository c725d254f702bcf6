import { ORDER_BUSINESS_PAGE_SIZE } from '../../../config/ui-timings.ts';
import { Button, List, Tabs, Tag } from 'antd-mobile';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDate } from '../../../shared/lib/format-date.ts';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { PullRefresh } from '../../../shared/ui/pull-refresh.tsx';
import { orderedServicesQuery, SERVICE_STATUS_TEXT } from '../api.ts';
import { QueryView } from '../../../shared/ui/query-view.tsx';
import '../queries.css';

const TYPES = [
  { key: '0', title: '基础套餐' },
  { key: '1', title: '流量包套餐' },
  { key: '2', title: '增值业务' },
] as const;

const BADGE_COLOR: Record<number, 'success' | 'default' | 'warning'> = { 1: 'success', [-1]: 'default', 0: 'warning' };

/** /orderbusine: ordered services in three tabs, six a page. */
export function OrderBusinessPage() {
  const [type, setType] = useState<0 | 1 | 2>(0);
  const [page, setPage] = useState(1);
  const services = useQuery({ ...orderedServicesQuery(type, page), placeholderData: keepPreviousData });
  const pageCount = services.data ? Math.max(1, Math.ceil(services.data.total / ORDER_BUSINESS_PAGE_SIZE)) : 1;

  const content = (
    <QueryView query={services} loading={6} failedTitle="查询失败" isEmpty={(data) => data.list.length === 0} empty={{ title: '暂无数据' }}>
      {(data) => (
        <>
          <List>
            {data.list.map((service, index) => (
              <List.Item
                key={`${service.packageName}-${index}`}
                className={`service-item${service.status === -1 ? ' is-expired' : ''}`}
                extra={<Tag color={BADGE_COLOR[service.status] ?? 'default'}>{SERVICE_STATUS_TEXT[service.status] ?? '未知'}</Tag>}
                description={
                  <div className="service-times">
                    <div>生效时间：{formatDate(service.effectTime)}</div>
                    <div>失效时间：{service.overTime ? formatDate(service.overTime) : '长期有效'}</div>
                    <div>订购时间：{formatDate(service.orderTime)}</div>
                  </div>
                }
              >
                {service.packageName}
              </List.Item>
            ))}
          </List>
          {pageCount > 1 && (
            <div className="pager">
              <Button size="small" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                上一页
              </Button>
              <span className="muted">
                第 {page} / {pageCount} 页
              </span>
              <Button size="small" disabled={page >= pageCount} onClick={() => setPage(page + 1)}>
                下一页
              </Button>
            </div>
          )}
        </>
      )}
    </QueryView>
  );
  return (
    <div className="page">
      <PageHeader title="已订业务" />
      <Tabs
        activeKey={String(type)}
        onChange={(key) => {
          setType(Number(key) as 0 | 1 | 2);
          setPage(1);
        }}
      >
        {TYPES.map((item) => (
          <Tabs.Tab title={item.title} key={item.key} />
        ))}
      </Tabs>
      <PullRefresh>{content}</PullRefresh>
    </div>
  );
}
