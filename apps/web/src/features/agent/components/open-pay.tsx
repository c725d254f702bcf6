import { AgentCode, AgentMessage, PayKind, RechargeFlag } from '@hall/contract/agent/rules';
import type { OpenCardRecord } from '@hall/contract/agent/opening-schemas';
import type { JsapiPayment } from '@hall/contract/payment/payment-start';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, List, NoticeBar, Result, Skeleton } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../shared/api/api-error.ts';
import { formatYuan } from '../../../shared/lib/format.ts';
import { readAgentToken, readLocal, writeLocal } from '../../../shared/lib/storage.ts';
import { showAlert } from '../../../shared/ui/dialogs.ts';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { PayConfirmPopup } from '../../../shared/ui/pay-confirm-popup.tsx';
import { QueryView } from '../../../shared/ui/query-view.tsx';
import { showSuccessToast } from '../../../shared/ui/toast.ts';
import { agentPaymentSceneOf } from '../../../shared/payment/payment-environment.ts';
import { startPayment } from '../../../shared/payment/start-payment.ts';
import { AgentKey } from '../agent-storage.ts';
import { openCardRecordQuery } from '../opening-api.ts';
import { payKindQuery, usePayFromFundPool, useStartWechatPay, wechatOrderQuery } from '../opening-payment-api.ts';

/** The server's own refusal (an answer with its message), or null for a call that did not get through. */
function refusalOf(error: unknown): string | null {
  return isApiError(error) && error.status === 200 && error.message ? error.message : null;
}

/** What is paid for: the number, its package and fee, and how it is paid. */
function PaymentFacts({ record, payKindText }: { record: OpenCardRecord; payKindText: string }) {
  return (
    <List mode="card" header="支付信息">
      <List.Item extra={record.serviceId}>开户号码</List.Item>
      <List.Item extra={record.prodOfferName}>套餐</List.Item>
      <List.Item extra={<strong className="agent-amount">{formatYuan(record.sumFee)}元</strong>}>充值金额</List.Item>
      <List.Item extra={payKindText}>支付方式</List.Item>
    </List>
  );
}

interface OpenPayProps {
  /** The confirmation page WeChat Pay returns to. */
  wechatReturnPath: '/WxQuery' | '/VnoWxQuery';
  defaultFlowPath: '/OpenCard' | '/VnoOpenCard?title=1';
}

/** The opening fee: WeChat Pay (kind 1) or the dealer's fund pool (kind 2). */
export function OpenPay({ wechatReturnPath, defaultFlowPath }: OpenPayProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const payFromFundPool = usePayFromFundPool();
  const startWechatPay = useStartWechatPay();
  const flowPath = readLocal(AgentKey.PAY_BACK_URL) ?? defaultFlowPath;
  const [record, setRecord] = useState<OpenCardRecord | null>(null);
  // The payment method of the record's number, asked once the record is read.
  const payKindAnswer = useQuery({ ...payKindQuery(record?.serviceId ?? ''), enabled: record !== null });
  const payKind = payKindAnswer.data?.payKind ?? null;
  /** Why the last payment did not go through, kept on the page until the next try. */
  const [payProblem, setPayProblem] = useState<string | null>(null);
  const [isConfirming, setIsConfirming] = useState(false);
  const hasLoaded = useRef(false);

  useEffect(() => {
    if (hasLoaded.current) {
      return;
    }
    hasLoaded.current = true;
    if (!readAgentToken()) {
      navigate('/login', { replace: true });
      return;
    }
    const load = async () => {
      const uimId = readLocal(AgentKey.UIM_ID);
      const found = uimId ? await queryClient.fetchQuery(openCardRecordQuery(uimId)).catch(() => null) : null;
      if (!found) {
        await showAlert(AgentMessage.PAY_DATA_MISSING);
        navigate(flowPath, { replace: true });
        return;
      }
      if (found.rechargeFlag === RechargeFlag.FINISH || found.sumFee === 0) {
        writeLocal(AgentKey.PAY_QUERY, '1');
        navigate(flowPath, { replace: true });
        return;
      }
      setRecord(found);
    };
    void load();
  }, [flowPath, navigate, queryClient]);

  /** Paid (or paid already): the flow resumes from its record. */
  const returnToFlow = () => {
    writeLocal(AgentKey.PAY_QUERY, '1');
    navigate(flowPath, { replace: true });
  };

  /**
   * WeChat Pay as the environment allows: a cashier returns to the confirmation page by itself; a
   * QR code already confirmed with the server resumes the flow; WeChat's sheet goes to the
   * confirmation page, which asks the server.
   */
  const payOpeningFee = async (order: { outTradeNo: string; form: string; jsapi?: JsapiPayment; codeUrl?: string }, amountFen: number) => {
    const outcome = await startPayment(
      { cashierUrl: order.form, jsapi: order.jsapi, codeUrl: order.codeUrl },
      { amountFen, isPaid: async () => (await queryClient.fetchQuery(wechatOrderQuery(order.outTradeNo))).isPaid },
    );
    if (outcome === 'confirmed') {
      showSuccessToast(AgentMessage.PAY_SUCCEEDED, 1500);
      returnToFlow();
    } else if (outcome === 'paid') {
      navigate(wechatReturnPath, { replace: true });
    }
  };

  const pay = () => {
    setIsConfirming(false);
    if (!record || payKind === null) {
      return;
    }
    setPayProblem(null);
    if (payKind === PayKind.FUND_POOL) {
      payFromFundPool.mutate(
        { record, workNo: readLocal(AgentKey.WORK_NO) ?? undefined },
        {
          onSuccess: () => {
            showSuccessToast(AgentMessage.PAY_SUCCEEDED, 1500);
            returnToFlow();
          },
          onError: (error) => {
            const refusal = refusalOf(error);
            setPayProblem(refusal === AgentMessage.FUND_POOL_TOO_LOW ? AgentMessage.FUND_POOL_TOO_LOW_HINT : (refusal ?? AgentMessage.PAY_FAILED));
          },
        },
      );
      return;
    }
    startWechatPay.mutate(
      { record, returnUrl: wechatReturnPath, scene: agentPaymentSceneOf() },
      {
        onSuccess: (order) => {
          if (order.code === AgentCode.ALREADY_PAID) {
            returnToFlow();
            return;
          }
          writeLocal(AgentKey.PAY_NUMBER, order.outTradeNo);
          void payOpeningFee(order, record.sumFee).catch(() => setPayProblem(AgentMessage.WECHAT_PAY_FAILED));
        },
        onError: (error) => setPayProblem(refusalOf(error) ?? AgentMessage.WECHAT_PAY_FAILED),
      },
    );
  };

  return (
    <div className="page agent-pay">
      <PageHeader title="开户缴费" onBack={() => navigate('/OpenCardMessage')} />
      {record ? (
        <QueryView
          query={payKindAnswer}
          loading={<PaymentFacts record={record} payKindText="查询中..." />}
          failed={(failure) => (
            <>
              <PaymentFacts record={record} payKindText="查询失败" />
              <Result
                status="error"
                title={AgentMessage.PAY_FAILED}
                description={
                  <>
                    <p>{refusalOf(failure.error) ?? AgentMessage.PAY_KIND_FAILED}</p>
                    <Button size="small" color="primary" fill="outline" loading={failure.isRetrying} onClick={() => void failure.onRetry()}>
                      重新查询
                    </Button>
                  </>
                }
              />
            </>
          )}
        >
          {(answer) => <PaymentFacts record={record} payKindText={answer.payKind === PayKind.WECHAT ? '微信支付' : '资金池支付'} />}
        </QueryView>
      ) : (
        <div className="skeleton-block">
          <Skeleton.Paragraph lineCount={4} animated />
        </div>
      )}
      {payProblem !== null && (
        <div role="alert">
          <NoticeBar color="alert" wrap content={payProblem} />
        </div>
      )}
      <div className="page-actions">
        <Button
          block
          color="primary"
          size="large"
          disabled={!record || payKind === null}
          loading={payFromFundPool.isPending || startWechatPay.isPending}
          onClick={() => setIsConfirming(true)}
        >
          立即支付
        </Button>
      </div>
      <PayConfirmPopup visible={isConfirming} onEdit={() => setIsConfirming(false)} onPay={pay}>
        <p>
          将为号码 {record?.serviceId} 支付开户预存 {record ? formatYuan(record.sumFee) : ''} 元（{payKind === PayKind.WECHAT ? '微信支付' : '资金池支付'}）
        </p>
      </PayConfirmPopup>
    </div>
  );
}
