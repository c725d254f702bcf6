import { AUTO_TOP_UP_DEBIT_STATE_TEXT, AutoTopUpCheck } from '@hall/contract/auto-top-up/rules';
import type { AutoTopUpStatus } from '@hall/contract/auto-top-up/schemas';
import { formatYuan } from '@hall/contract/money';
import { useQuery } from '@tanstack/react-query';
import { Button, List } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { HallForm, useHallForm } from '../../../shared/form/hall-form.tsx';
import { SubmitBar } from '../../../shared/form/submit-bar.tsx';
import { TextField } from '../../../shared/form/text-field.tsx';
import { formatMinuteTime } from '../../../shared/lib/format-date.ts';
import { useMember } from '../../../shared/member/use-member.ts';
import { boundPhoneOf } from '../../../shared/ui/bound-view.tsx';
import { BoundPage } from '../../../shared/ui/bound-page.tsx';
import { showConfirm } from '../../../shared/ui/dialogs.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { QueryView } from '../../../shared/ui/query-view.tsx';
import { autoTopUpStatusQuery, useCancelAutoTopUp, useSaveAutoTopUpRules, useStartSigning } from '../api.ts';
import '../auto-top-up.css';

interface RuleValues {
  threshold: string;
  amount: string;
  limit: string;
}

/** While WeChat's signing notification is awaited, the status is read again this often. */
const SIGNING_POLL_MS = 3000;

const yuanOf = (fen: number) => String(fen / 100);

function Summary({ status }: { status: AutoTopUpStatus }) {
  const { rules } = status;
  const isOn = status.contractState === 'signed' && rules !== null;
  return (
    <div className="auto-top-up-summary" aria-live="polite">
      <div>
        当前余额 <strong>¥{formatYuan(status.balanceFen)}</strong>
      </div>
      {isOn ? (
        <div>
          余额低于 <strong>¥{formatYuan(rules.thresholdFen)}</strong> 时自动充值 <strong>¥{formatYuan(rules.amountFen)}</strong>，本月已充值{' '}
          <strong>
            {status.usedThisMonth}/{rules.monthlyLimit}
          </strong>{' '}
          次
        </div>
      ) : (
        <div>自动充值未开通：保存规则并开通微信委托代扣后生效。</div>
      )}
    </div>
  );
}

function RulesForm({ status }: { status: AutoTopUpStatus }) {
  const form = useHallForm<RuleValues>();
  const save = useSaveAutoTopUpRules();
  const { rules } = status;
  const initialValues = rules ? { threshold: yuanOf(rules.thresholdFen), amount: yuanOf(rules.amountFen), limit: String(rules.monthlyLimit) } : undefined;
  const submit = (values: RuleValues) => {
    save.mutate({ thresholdFen: Number(values.threshold) * 100, amountFen: Number(values.amount) * 100, monthlyLimit: Number(values.limit) });
  };
  return (
    <>
      <HallForm form={form} initialValues={initialValues} onSubmit={submit}>
        <TextField
          name="threshold"
          label="余额低于"
          kind="digits"
          maxLength={3}
          placeholder="1-200"
          check={AutoTopUpCheck.THRESHOLD}
          extra={<span className="auto-top-up-unit">元时</span>}
        />
        <TextField
          name="amount"
          label="自动充值"
          kind="digits"
          maxLength={3}
          placeholder="10-500"
          check={AutoTopUpCheck.AMOUNT}
          extra={<span className="auto-top-up-unit">元</span>}
        />
        <TextField
          name="limit"
          label="每月最多"
          kind="digits"
          maxLength={2}
          placeholder="1-10"
          check={AutoTopUpCheck.LIMIT}
          extra={<span className="auto-top-up-unit">次</span>}
        />
      </HallForm>
      <SubmitBar form={form} text="保存规则" isPending={save.isPending} />
    </>
  );
}

function ContractPanel({ status }: { status: AutoTopUpStatus }) {
  const startSigning = useStartSigning();
  const cancel = useCancelAutoTopUp();
  const sign = () => {
    // Errors are shown by the API client; WeChat's signing page brings the member back here.
    startSigning.mutate(undefined, { onSuccess: ({ signUrl }) => window.location.assign(signUrl) });
  };
  const end = async () => {
    if (await showConfirm({ title: '关闭自动充值', content: '关闭后将解除微信委托代扣协议，余额不足时不再自动充值。确定关闭吗？' })) {
      cancel.mutate();
    }
  };
  if (status.contractState === 'signed') {
    return (
      <div className="auto-top-up-contract">
        <p>已开通微信委托代扣{status.signedAt ? `（${formatMinuteTime(status.signedAt)}签约）` : ''}，扣款成功后短信通知您。</p>
        <Button block color="danger" fill="outline" loading={cancel.isPending} onClick={() => void end()}>
          关闭自动充值
        </Button>
      </div>
    );
  }
  return (
    <div className="auto-top-up-contract">
      <p>
        {status.contractState === 'signing'
          ? '签约确认中，完成签约后将自动生效。'
          : '开通微信委托代扣后，余额不足时按上面的规则从微信支付扣款充值，无需每次确认。'}
      </p>
      <Button block color="primary" fill="outline" loading={startSigning.isPending} disabled={status.rules === null} onClick={sign}>
        {status.contractState === 'signing' ? '继续签约' : '开通微信委托代扣'}
      </Button>
      {status.contractState === 'signing' && (
        <Button block fill="none" loading={cancel.isPending} onClick={() => cancel.mutate()}>
          取消签约
        </Button>
      )}
    </div>
  );
}

function Debits({ status }: { status: AutoTopUpStatus }) {
  if (status.debits.length === 0) {
    return <EmptyState title="暂无自动充值记录" description="余额低于设定值时，自动充值会显示在这里" />;
  }
  return (
    <List header="最近的自动充值">
      {status.debits.map((debit) => (
        <List.Item
          key={debit.id}
          description={`${formatMinuteTime(debit.createdAt)}${debit.attempt === 2 ? ' · 重试' : ''}`}
          extra={<span className={`auto-top-up-status-${debit.status}`}>{AUTO_TOP_UP_DEBIT_STATE_TEXT[debit.status]}</span>}
        >
          自动充值 ¥{formatYuan(debit.amountFen)}
        </List.Item>
      ))}
    </List>
  );
}

/** /autoRecharge: 自动充值 of the active number by a WeChat Pay entrusted-debit contract (委托代扣). */
export function AutoTopUpPage() {
  const navigate = useNavigate();
  const member = useMember();
  const status = useQuery({
    ...autoTopUpStatusQuery,
    enabled: boundPhoneOf(member) !== '',
    refetchInterval: (query) => (query.state.data?.contractState === 'signing' ? SIGNING_POLL_MS : false),
  });
  return (
    <BoundPage title="自动充值" backTo="/Recharge" member={member} failedTitle="信息加载失败">
      {() => (
        <QueryView query={status} loading={6} failedTitle="自动充值信息加载失败">
          {(data) => (
            <>
              <Summary status={data} />
              <RulesForm status={data} />
              <ContractPanel status={data} />
              <Debits status={data} />
              <div className="auto-top-up-links">
                <Button fill="none" color="primary" size="small" onClick={() => navigate('/record')}>
                  充值记录
                </Button>
              </div>
            </>
          )}
        </QueryView>
      )}
    </BoundPage>
  );
}
