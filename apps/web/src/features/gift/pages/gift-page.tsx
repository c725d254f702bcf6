import { describeGiftAmount, GIFT_KIND_TEXT, GiftCheck, yuanTextToFen, type GiftKind } from '@hall/contract/gift/rules';
import type { GiftAllowance, GiftQuote } from '@hall/contract/gift/schemas';
import { useQuery } from '@tanstack/react-query';
import { Button, Result } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { checkFields, HallForm, useHallForm, type HallFormInstance } from '../../../shared/form/hall-form.tsx';
import { SubmitBar } from '../../../shared/form/submit-bar.tsx';
import { TextField } from '../../../shared/form/text-field.tsx';
import { useMember } from '../../../shared/member/use-member.ts';
import { BoundPage } from '../../../shared/ui/bound-page.tsx';
import { showConfirm } from '../../../shared/ui/dialogs.ts';
import { QueryView } from '../../../shared/ui/query-view.tsx';
import { SegmentedTabs } from '../../../shared/ui/segmented-tabs.tsx';
import { giftAllowanceQuery, useCheckGift, useConfirmGift } from '../api.ts';
import { GiftCodeField } from '../components/gift-code-field.tsx';
import '../gift.css';

interface GiftValues {
  receiverPhone: string;
  amount: string;
  code: string;
}

const KIND_TABS = (['data', 'credit'] as const).map((key) => ({ key, title: GIFT_KIND_TEXT[key] }));
/** What a yuan amount keeps of a typed value: digits and one point. */
const keepYuan = (value: string) => value.replace(/[^\d.]/g, '').replace(/(\..*)\./g, '$1');

/** The amount as the server takes it: MB, or fen from the yuan typed. */
function toAmount(kind: GiftKind, text: string): number {
  return kind === 'data' ? Number(text) : yuanTextToFen(text);
}

function AllowanceLine({ kind, allowance }: { kind: GiftKind; allowance: GiftAllowance }) {
  if (kind === 'data') {
    return (
      <p className="gift-allowance" aria-live="polite">
        本月剩余通用流量 <strong>{allowance.remainingDataMb}MB</strong>，本次最多可转赠 <strong>{allowance.dataLeftMb}MB</strong>
      </p>
    );
  }
  return (
    <p className="gift-allowance" aria-live="polite">
      账户余额 <strong>{describeGiftAmount('credit', allowance.balanceFen)}</strong>，本次最多可转赠{' '}
      <strong>{describeGiftAmount('credit', allowance.creditLeftFen)}</strong>
    </p>
  );
}

function GiftDone({ gift, onAgain }: { gift: GiftQuote; onAgain: () => void }) {
  const navigate = useNavigate();
  return (
    <div className="gift-done">
      <Result status="success" title="转赠成功" description={`已向${gift.receiver}转赠${gift.amountText}${GIFT_KIND_TEXT[gift.kind]}，双方将收到短信通知。`} />
      <div className="page-actions">
        <Button block color="primary" onClick={() => navigate('/giftRecords')}>
          查看转赠记录
        </Button>
        <Button block onClick={onAgain}>
          继续转赠
        </Button>
      </div>
    </div>
  );
}

function GiftForm({ phone, form, kind }: { phone: string; form: HallFormInstance<GiftValues>; kind: GiftKind }) {
  const allowance = useQuery(giftAllowanceQuery);
  const checkGift = useCheckGift();
  const confirmGift = useConfirmGift();
  const [done, setDone] = useState<GiftQuote | null>(null);

  const readGift = async () => {
    const values = await checkFields(form, ['receiverPhone', 'amount']);
    return values ? { kind, receiverPhone: values.receiverPhone, amount: toAmount(kind, values.amount) } : null;
  };

  // The gift is checked by the server before its code is sent: a refused gift gets no code.
  const checkBeforeCode = async () => {
    const gift = await readGift();
    if (!gift) {
      return false;
    }
    try {
      await checkGift.mutateAsync(gift);
      return true;
    } catch {
      return false;
    }
  };

  const give = async (values: GiftValues) => {
    const gift = { kind, receiverPhone: values.receiverPhone, amount: toAmount(kind, values.amount) };
    const content = `确定向${values.receiverPhone}转赠${describeGiftAmount(kind, gift.amount)}${GIFT_KIND_TEXT[kind]}吗？转赠成功后不可撤回。`;
    if (!(await showConfirm({ title: '确认转赠', content }))) {
      return;
    }
    confirmGift.mutate({ ...gift, code: values.code }, { onSuccess: (given) => setDone(given) });
  };

  if (done) {
    return (
      <GiftDone
        gift={done}
        onAgain={() => {
          form.resetFields();
          setDone(null);
        }}
      />
    );
  }
  return (
    <>
      <QueryView query={allowance} loading={1} failedTitle="可转赠额度加载失败">
        {(data) => <AllowanceLine kind={kind} allowance={data} />}
      </QueryView>
      <HallForm form={form} onSubmit={(values) => void give(values)}>
        <TextField name="receiverPhone" label="对方号码" kind="phone" placeholder="请输入本网手机号" check={GiftCheck.RECEIVER} />
        {kind === 'data' ? (
          <TextField
            name="amount"
            label="转赠流量"
            kind="digits"
            maxLength={7}
            placeholder="请输入流量（MB）"
            check={GiftCheck.DATA}
            extra={<span className="gift-unit">MB</span>}
          />
        ) : (
          <TextField
            name="amount"
            label="转赠金额"
            keep={keepYuan}
            maxLength={6}
            placeholder="请输入金额（元）"
            check={GiftCheck.CREDIT}
            extra={<span className="gift-unit">元</span>}
          />
        )}
        <GiftCodeField phone={phone} checkGift={checkBeforeCode} />
      </HallForm>
      <p className="page-intro">仅可转赠给本网正常在用号码；流量仅限本月剩余的套餐内通用流量，话费单笔不超过50元。</p>
      <SubmitBar form={form} text="确认转赠" isPending={confirmGift.isPending} />
    </>
  );
}

/** /gift: 转赠 of this month's general data or of credit to another number of ours, confirmed by an SMS code. */
export function GiftPage() {
  const navigate = useNavigate();
  const member = useMember();
  const form = useHallForm<GiftValues>();
  const [kind, setKind] = useState<GiftKind>('data');

  const changeKind = (next: GiftKind) => {
    form.setFieldValue('amount', '');
    setKind(next);
  };

  return (
    <BoundPage title="转赠" backTo="/BusinessHandle" member={member} failedTitle="信息加载失败">
      {(phone) => (
        <>
          <SegmentedTabs label="转赠类型" tabs={KIND_TABS} activeKey={kind} onChange={changeKind} />
          <GiftForm phone={phone} form={form} kind={kind} />
          <div className="gift-records-link">
            <Button fill="none" color="primary" size="small" onClick={() => navigate('/giftRecords')}>
              转赠记录
            </Button>
          </div>
        </>
      )}
    </BoundPage>
  );
}
