import { QueryView } from '../../../shared/ui/query-view.tsx';
import type { OldInvoiceItem } from '@hall/contract/invoices/schemas';
import { Button, Tabs, Tag } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { buildPath } from '../../../shared/lib/navigation.ts';
import { formatYuan } from '../../../shared/lib/format.ts';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { oldInvoicesQuery } from '../api.ts';
import { formatFeeMonth, INVOICE_STATUS_COLOR, INVOICE_STATUS_TEXT } from '../invoice-format.ts';
import '../invoices.css';

type TabKey = 'notInvoice' | 'openedInvoice';

/** /state: the bound number's last year of bills, not invoiced and invoiced (the old form flow). */
export function OldInvoiceListPage() {
  const navigate = useNavigate();
  const [tab, setTab] = useState<TabKey>('notInvoice');
  const list = useQuery(oldInvoicesQuery);

  const open = (item: OldInvoiceItem) => {
    if (tab === 'notInvoice') {
      navigate(buildPath('/Invoice', { id: item.id, money: item.amount, time: item.time }));
    } else {
      navigate(buildPath('/InvoiceSuccess', { id: item.id }));
    }
  };

  const content = (
    <QueryView
      query={list}
      loading={6}
      isEmpty={(records) => records[tab].length === 0}
      empty={{ title: '暂无记录', description: tab === 'notInvoice' ? '近一年没有可开票的记录' : '近一年没有开票记录' }}
    >
      {(records) => (
        <div role="list" aria-label={tab === 'notInvoice' ? '未开票记录' : '已开票记录'}>
          {records[tab].map((item) => (
            <div key={item.id} className="invoice-month" role="listitem" aria-label={formatFeeMonth(item.time)}>
              <div className="invoice-month-body">
                <div className="invoice-month-title">{formatFeeMonth(item.time)}</div>
                <div className="invoice-month-note">话费</div>
              </div>
              <div className="invoice-month-amount">¥{formatYuan(item.amount)}</div>
              {tab === 'notInvoice' ? (
                <Button size="mini" color="primary" onClick={() => open(item)}>
                  {item.status === 3 ? '重新开票' : '开票'}
                </Button>
              ) : (
                <Tag color={INVOICE_STATUS_COLOR[item.status] ?? 'default'} onClick={() => open(item)}>
                  {INVOICE_STATUS_TEXT[item.status] ?? '查看'}
                </Tag>
              )}
            </div>
          ))}
        </div>
      )}
    </QueryView>
  );

  return (
    <div className="page">
      <PageHeader title="开票记录" />
      <Tabs activeKey={tab} onChange={(key) => setTab(key as TabKey)}>
        <Tabs.Tab title="未开票" key="notInvoice" />
        <Tabs.Tab title="已开票" key="openedInvoice" />
      </Tabs>
      <p className="invoice-hint">仅显示近一年的记录</p>
      {content}
    </div>
  );
}
