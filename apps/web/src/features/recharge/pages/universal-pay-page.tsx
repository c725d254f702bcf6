import { isMobilePhone } from '@hall/contract/validators';
import { Button, List, Result, Skeleton } from 'antd-mobile';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryParam } from '../../../shared/hooks/use-query-param.ts';
import { formatYuan } from '../../../shared/lib/format.ts';
import { leaveLinkPage } from '../../../shared/lib/leave-page.ts';
import { readLocal, removeLocal, takeSession } from '../../../shared/lib/storage.ts';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { PayConfirmPopup } from '../../../shared/ui/pay-confirm-popup.tsx';
import { ResultMessage, universalPayOrderQuery, UniversalPayKey, usePayUniversal } from '../api.ts';
import '../recharge.css';

type Outcome = { status: 'idle' } | { status: 'checking' } | { status: 'paid' } | { status: 'failed' };

/** The amount of the link in fen, or null when it is not a positive whole number. */
function readAmount(value: string | null): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) {
    return null;
  }
  const amount = Number(value);
  return amount > 0 ? amount : null;
}

/**
 * /UniversalPay?serviceid=&amount=&recordNumber=: pays money onto any number (amount in fen).
 * Open without login; after the cashier the page comes back here and shows the outcome.
 */
export function UniversalPayPage() {
  const navigate = useNavigate();
  const phone = useQueryParam('serviceid') ?? '';
  const amount = readAmount(useQueryParam('amount'));
  const recordNumber = useQueryParam('recordNumber') ?? undefined;
  const queryClient = useQueryClient();
  const payUniversal = usePayUniversal();
  const [isConfirming, setIsConfirming] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(() =>
    readLocal(UniversalPayKey.PAY_FLAG) === '1' && readLocal(UniversalPayKey.OUT_TRADE_NO) ? { status: 'checking' } : { status: 'idle' },
  );
  const isLinkValid = isMobilePhone(phone) && amount !== null;

  /** Asks the server for the kept order's outcome (after a cashier, or paid on this page). */
  const checkOutcome = useCallback(() => {
    const outTradeNo = readLocal(UniversalPayKey.OUT_TRADE_NO);
    if (readLocal(UniversalPayKey.PAY_FLAG) !== '1' || !outTradeNo) {
      return;
    }
    removeLocal(UniversalPayKey.PAY_FLAG);
    queryClient
      .fetchQuery(universalPayOrderQuery(outTradeNo))
      .then((result) => setOutcome({ status: result.status === 2 || result.status === 1 ? 'paid' : 'failed' }))
      .catch(() => setOutcome({ status: 'failed' }));
  }, [queryClient]);

  useEffect(checkOutcome, [checkOutcome]);

  const { mutate: payUniversalMutate } = payUniversal;
  const startPaying = useCallback(() => {
    if (amount === null || !isMobilePhone(phone)) {
      return;
    }
    payUniversalMutate(
      { phone, amount, recordNumber },
      {
        onSuccess: (result) => {
          if (result === 'checked') {
            setOutcome({ status: 'checking' });
            checkOutcome();
          }
        },
      },
    );
  }, [amount, checkOutcome, payUniversalMutate, phone, recordNumber]);

  // Back from WeChat's silent authorisation (the payer named): the payment confirmed before goes on.
  useEffect(() => {
    if (takeSession(UniversalPayKey.RESUME) === '1') {
      startPaying();
    }
  }, [startPaying]);

  const pay = () => {
    setIsConfirming(false);
    startPaying();
  };

  let content;
  if (outcome.status === 'checking') {
    content = (
      <div className="skeleton-block" aria-busy="true">
        <p className="muted">{ResultMessage.QUERYING}</p>
        <Skeleton.Paragraph lineCount={3} animated />
      </div>
    );
  } else if (outcome.status === 'paid') {
    content = <Result status="success" title={ResultMessage.PAY_SUCCESS} description="话费已充值到账" />;
  } else if (!isLinkValid) {
    content = <Result status="warning" title="缴费信息有误" description="链接中的号码或金额不正确，请重新获取缴费链接" />;
  } else {
    content = (
      <>
        {outcome.status === 'failed' && <Result status="error" title={ResultMessage.PAY_FAILED} />}
        <List header="缴费信息">
          <List.Item extra={phone}>缴费号码</List.Item>
          <List.Item extra={<span className="universal-pay-amount">¥{formatYuan(amount)}</span>}>缴费金额</List.Item>
          {recordNumber && <List.Item extra={recordNumber}>业务流水号</List.Item>}
        </List>
        <div className="page-actions">
          <Button block color="primary" onClick={() => setIsConfirming(true)}>
            {outcome.status === 'failed' ? '重新支付' : '微信支付'}
          </Button>
        </div>
        <PayConfirmPopup visible={isConfirming} onEdit={() => setIsConfirming(false)} onPay={pay}>
          <div className="recharge-confirm-row">
            <span className="muted">缴费号码</span>
            <span>{phone}</span>
          </div>
          <div className="recharge-confirm-row">
            <span className="muted">支付金额</span>
            <span className="recharge-confirm-amount">¥{formatYuan(amount)}</span>
          </div>
        </PayConfirmPopup>
      </>
    );
  }
  return (
    <div className="page">
      <PageHeader title="话费缴费" onBack={() => leaveLinkPage(navigate)} />
      {content}
    </div>
  );
}
