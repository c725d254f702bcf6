import type { RechargeOrderResult } from '@hall/contract/recharge/schemas';
import { Button, Result } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useQueryParam } from '../../../shared/hooks/use-query-param.ts';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { PlainSkeleton } from '../../../shared/ui/plain-skeleton.tsx';
import { QueryView } from '../../../shared/ui/query-view.tsx';
import { orderResultQuery, ResultMessage } from '../order-results-api.ts';

interface OrderResultProps {
  title: string;
  /** How the page confirms the order: the flow-pack confirmation or the general order query. */
  operation: 'OPEN_FLOW' | 'BOSS_QUERY_ORDER';
  /** Where to go instead when the order did not end as this page says; null to stay. */
  redirectOf: (result: RechargeOrderResult) => string | null;
  /** The page itself once confirmed (or without an order number). */
  children: ReactNode;
}

/** A result page that first confirms the order it was returned with (?outTradeNo=). */
export function OrderResult({ title, operation, redirectOf, children }: OrderResultProps) {
  const navigate = useNavigate();
  const outTradeNo = useQueryParam('outTradeNo');
  const result = useQuery(orderResultQuery(operation, outTradeNo));
  const target = result.data ? redirectOf(result.data) : null;

  useEffect(() => {
    if (target) {
      navigate(target, { replace: true });
    }
  }, [navigate, target]);

  if (outTradeNo === null) {
    return children;
  }
  const querying = (
    <div className="page">
      <PageHeader title={title} backTo="/" />
      <PlainSkeleton lineCount={4} caption={<p className="muted">{ResultMessage.QUERYING}</p>} />
    </div>
  );
  return (
    <QueryView
      query={result}
      loading={querying}
      failed={({ onRetry }) => (
        <div className="page">
          <PageHeader title={title} backTo="/" />
          <Result status="warning" title="支付结果查询失败" description="请稍后在充值记录中查看结果" />
          <div className="page-actions">
            <Button block color="primary" onClick={() => void onRetry()}>
              重新查询
            </Button>
            <Button block onClick={() => navigate('/record', { replace: true })}>
              查看充值记录
            </Button>
          </div>
        </div>
      )}
    >
      {() =>
        // Another outcome than this page's: it waits while it leaves for the right page.
        target ? querying : children
      }
    </QueryView>
  );
}
