import { Button, List } from 'antd-mobile';
import { useState } from 'react';
import { call } from '../../../shared/api/call.ts';
import { useQueryParam } from '../../../shared/hooks/use-query-param.ts';
import { formatYuan } from '../../../shared/lib/format.ts';
import { writeLocal } from '../../../shared/lib/storage.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { AgentKey } from '../agent-storage.ts';
import '../agent.css';

/** /UniversalPay?recordNumber&serviceid&amount (fen): a general top-up by WeChat Pay. */
export function UniversalPayPage() {
  const recordNumber = useQueryParam('recordNumber') ?? '';
  const phone = useQueryParam('serviceid') ?? '';
  const amount = Number(useQueryParam('amount') ?? '0');
  const [isPaying, setIsPaying] = useState(false);
  const isComplete = recordNumber !== '' && /^1[3-9]\d{9}$/.test(phone) && Number.isInteger(amount) && amount > 0;

  const pay = async () => {
    setIsPaying(true);
    try {
      const order = await call('BOSS_WX_PAY', { phone, amount, recordNumber, returnUrl: '/' });
      writeLocal(AgentKey.BOSS_OUT_TRADE_NO, order.outTradeNo);
      writeLocal(AgentKey.WX_PAY_FLAG, '1');
      window.location.assign(order.form);
    } catch {
      // Shown by the catalogue.
    } finally {
      setIsPaying(false);
    }
  };

  return (
    <div className="page">
      <PageHeader title="充值缴费" />
      {isComplete ? (
        <>
          <List mode="card">
            <List.Item extra={phone}>充值号码</List.Item>
            <List.Item extra={<strong className="agent-amount">{formatYuan(amount)}元</strong>}>充值金额</List.Item>
          </List>
          <div className="page-actions">
            <Button block color="primary" loading={isPaying} onClick={() => void pay()}>
              立即支付
            </Button>
          </div>
        </>
      ) : (
        <EmptyState title="链接已失效，请退出此页面" description="缺少充值号码或金额" />
      )}
    </div>
  );
}
