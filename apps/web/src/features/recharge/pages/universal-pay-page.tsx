import { isMobilePhone } from '@hall/contract/validators';
import { Button, List, Result } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryParam } from '../../../shared/hooks/use-query-param.ts';
import { formatYuan } from '../../../shared/lib/format.ts';
import { leaveLinkPage } from '../../../shared/lib/leave-page.ts';
import { readLocal, removeLocal, takeSession } from '../../../shared/lib/storage.ts';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { PayConfirmPopup } from '../../../shared/ui/pay-confirm-popup.tsx';
import { PlainSkeleton } from '../../../shared/ui/plain-skeleton.tsx';
import { QueryView } from '../../../shared/ui/query-view.tsx';
import { ResultMessage, universalPayOrderQuery, UniversalPayKey, usePayUniversal } from '../order-results-api.ts';
import '../recharge.css';

/** The amount of the link in fen, or null when it is not a positive whole number. */
function readAmount(value: string | null): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) {
    return null;
  }
  const amount = Number(value);
  return amount > 0 ? amount : null;
}

/** The order kept for its outcome: set before the cashier (or by a payment on this page), else null. */
function readPaidOrder(): string | null {
  const outTradeNo = readLocal(UniversalPayKey.OUT_TRADE_NO);
  return readLocal(UniversalPayKey.PAY_FLAG) === '1' && outTradeNo ? outTradeNo : null;
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
  const payUniversal = usePayUniversal();
  const [isConfirming, setIsConfirming] = useState(false);
  /** The kept order whose outcome the page shows (after a cashier, or paid on this page); null before a payment. */
  const [checkedOrder, setCheckedOrder] = useState(readPaidOrder);
  const order = useQuery({ ...universalPayOrderQuery(checkedOrder ?? ''), enabled: checkedOrder !== null });
  const isLinkValid = isMobilePhone(phone) && amount !== null;

  // The flag goes once its order is asked about, so a reload does not ask again.
  useEffect(() => {
    if (checkedOrder !== null) {
      removeLocal(UniversalPayKey.PAY_FLAG);
    }
  }, [checkedOrder]);

  /** Asks the server for the outcome of the order just paid on the page. */
  const checkOutcome = useCallback(() => {
    const outTradeNo = readPaidOrder();
    if (outTradeNo) {
      setCheckedOrder(outTradeNo);
    }
  }, []);

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

  /** The payment form; after a payment that did not go through, its failure above and 重新支付. */
  const paymentForm = (isRetry: boolean) =>
    !isLinkValid ? (
      <Result status="warning" title="缴费信息有误" description="链接中的号码或金额不正确，请重新获取缴费链接" />
    ) : (
      <>
        {isRetry && <Result status="error" title={ResultMessage.PAY_FAILED} />}
        <List header="缴费信息">
          <List.Item extra={phone}>缴费号码</List.Item>
          <List.Item extra={<span className="universal-pay-amount">¥{formatYuan(amount)}</span>}>缴费金额</List.Item>
          {recordNumber && <List.Item extra={recordNumber}>业务流水号</List.Item>}
        </List>
        <div className="page-actions">
          <Button block color="primary" onClick={() => setIsConfirming(true)}>
            {isRetry ? '重新支付' : '微信支付'}
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
  const content =
    checkedOrder === null ? (
      paymentForm(false)
    ) : (
      <QueryView
        query={order}
        loading={<PlainSkeleton lineCount={3} caption={<p className="muted">{ResultMessage.QUERYING}</p>} />}
        // A check that did not answer says nothing about the payment: it may have gone through, so
        // the page asks again (重新加载) and offers 重新支付 only for an order the server has unpaid.
        failedTitle="支付结果查询失败"
      >
        {(result) =>
          result.status === 2 || result.status === 1 ? (
            <Result status="success" title={ResultMessage.PAY_SUCCESS} description="话费已充值到账" />
          ) : (
            paymentForm(true)
          )
        }
      </QueryView>
    );
  return (
    <div className="page">
      <PageHeader title="话费缴费" onBack={() => leaveLinkPage(navigate)} />
      {content}
    </div>
  );
}
