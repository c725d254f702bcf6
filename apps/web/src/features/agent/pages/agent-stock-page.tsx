import type { StockCardRow } from '@hall/contract/agent/agent-stock-schemas';
import { RESERVATION_MINUTES, STOCK_STATE_LABELS, type StockState } from '@hall/contract/number-pool/rules';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Button, List, Tag } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { HallForm, useHallForm } from '../../../shared/form/hall-form.tsx';
import { TailSearchBar } from '../../../shared/form/tail-search-bar.tsx';
import { TextField } from '../../../shared/form/text-field.tsx';
import { formatMinuteTime } from '../../../shared/lib/format-date.ts';
import { showAlert, showConfirm } from '../../../shared/ui/dialogs.ts';
import { InfiniteQueryView } from '../../../shared/ui/infinite-query-view.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { SegmentedTabs } from '../../../shared/ui/segmented-tabs.tsx';
import { agentStockQuery, useClaimReservation, useReleaseStockNumber, useReserveStockNumber } from '../agent-stock-api.ts';
import '../agent.css';

type Tab = StockState | 'all';

const TABS: { key: Tab; title: string }[] = [
  { key: 'all', title: '全部' },
  { key: 'available', title: STOCK_STATE_LABELS.available },
  { key: 'reserved', title: STOCK_STATE_LABELS.reserved },
  { key: 'opened', title: STOCK_STATE_LABELS.opened },
];
const STATE_COLOR: Record<StockState, 'success' | 'warning' | 'default'> = { available: 'success', reserved: 'warning', opened: 'default' };
const HOLDER_TEXT = { self: '本人预留', otherAgent: '同渠道工号受理中', member: '客户线上预留' } as const;

interface CodeValues {
  code: string;
}

function StockRow({ card }: { card: StockCardRow }) {
  const reserve = useReserveStockNumber();
  const release = useReleaseStockNumber();
  const reserveFor = () =>
    reserve.mutate(card.phone, {
      onSuccess: (reserved) =>
        void showAlert(
          `号码 ${reserved.phone} 已为客户预留${RESERVATION_MINUTES}分钟（至 ${formatMinuteTime(reserved.reservedUntil)}），预留码 ${reserved.code}。`,
          '预留成功',
        ),
    });
  return (
    <List.Item
      description={
        <>
          <div>
            {card.offerName} · 卡号尾号 {card.iccidTail}
          </div>
          {card.state === 'reserved' && card.holder && (
            <div>
              {HOLDER_TEXT[card.holder]}
              {card.reservedUntil ? `，至 ${formatMinuteTime(card.reservedUntil)}` : ''}
              {card.code ? `，预留码 ${card.code}` : ''}
            </div>
          )}
        </>
      }
      extra={
        <div className="agent-stock-actions">
          <Tag color={STATE_COLOR[card.state]}>{STOCK_STATE_LABELS[card.state]}</Tag>
          {card.state === 'available' && (
            <Button size="mini" color="primary" fill="outline" loading={reserve.isPending} onClick={reserveFor} aria-label={`预留 ${card.phone}`}>
              预留
            </Button>
          )}
          {card.holder === 'self' && (
            <Button size="mini" fill="outline" loading={release.isPending} onClick={() => release.mutate(card.phone)} aria-label={`释放 ${card.phone}`}>
              释放
            </Button>
          )}
        </div>
      }
    >
      {card.phone}
    </List.Item>
  );
}

/**
 * /agentStock (号码库存): the agent's dealer's card stock by state (在库, 已预留, 已开户), by tail
 * digits, twenty a page; a number reserved for a customer for 30 minutes, and a customer's online
 * reservation (号码购买) taken by its code, after which the opening's step 1 takes that number.
 */
export function AgentStockPage() {
  const navigate = useNavigate();
  const [tab, setTab] = useState<Tab>('all');
  const [tail, setTail] = useState('');
  const codeForm = useHallForm<CodeValues>();
  const claim = useClaimReservation();
  const stock = useInfiniteQuery(agentStockQuery(tab === 'all' ? undefined : tab, tail));
  const counts = stock.data?.pages[0]?.counts;
  const takeByCode = ({ code }: CodeValues) =>
    claim.mutate(code, {
      onSuccess: (claimed) => {
        codeForm.resetFields();
        void showConfirm({
          title: '受理成功',
          content: `号码 ${claimed.phone} 已由您受理，预留至 ${formatMinuteTime(claimed.reservedUntil)}。请在“开卡”第一步填写该号码为客户办理。`,
          confirmText: '去开卡',
          cancelText: '稍后',
        }).then((isGoing) => {
          if (isGoing) {
            navigate('/OpenCard');
          }
        });
      },
    });

  return (
    <div className="page">
      <PageHeader title="号码库存" backTo="/OpenCardMessage" />
      {counts && (
        <dl className="agent-openings-counts agent-stock-counts" aria-label="库存统计">
          {(['available', 'reserved', 'opened'] as const).map((state) => (
            <div key={state}>
              <dt>{STOCK_STATE_LABELS[state]}</dt>
              <dd className="key-figure">{counts[state]}</dd>
            </div>
          ))}
        </dl>
      )}
      <HallForm form={codeForm} onSubmit={takeByCode} look="bar" className="agent-stock-claim">
        <TextField
          name="code"
          label="预留码"
          placeholder="客户号码购买的8位预留码"
          maxLength={8}
          isClearable
          extra={
            <Button size="small" color="primary" loading={claim.isPending} onClick={codeForm.submit}>
              受理
            </Button>
          }
        />
      </HallForm>
      <SegmentedTabs label="库存状态" tabs={TABS} activeKey={tab} onChange={setTab} />
      <TailSearchBar placeholder="输入1至4位尾号筛选" buttonText="筛选" onSearch={setTail} />
      <InfiniteQueryView
        query={stock}
        itemsOf={(page) => page.list}
        loading={6}
        failedTitle="号码库存查询失败"
        empty={{ title: '暂无号码', description: tail ? `没有尾号为 ${tail} 的号码` : '该状态下没有号码' }}
      >
        {(list) => (
          <List aria-label="号码库存">
            {list.map((card) => (
              <StockRow key={card.phone} card={card} />
            ))}
          </List>
        )}
      </InfiniteQueryView>
    </div>
  );
}
