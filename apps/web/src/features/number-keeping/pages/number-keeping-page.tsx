import { KEEP_MONTH_CHOICES, NumberKeepingMessage, OwnerCheckBy, type OwnerCheckByValue } from '@hall/contract/number-keeping/rules';
import type { NumberKeepingStatus } from '@hall/contract/number-keeping/schemas';
import { canTransition, NumberStateMessage } from '@hall/contract/number-state';
import { useQuery } from '@tanstack/react-query';
import { Button, Form, Selector, Tag } from 'antd-mobile';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toRules } from '../../../shared/form/field-rules.ts';
import { HallForm, useHallForm } from '../../../shared/form/hall-form.tsx';
import { SubmitBar } from '../../../shared/form/submit-bar.tsx';
import { formatYuan } from '../../../shared/lib/format.ts';
import { formatDate } from '../../../shared/lib/format-date.ts';
import { topUpLink } from '../../../shared/lib/top-up-link.ts';
import { useMember } from '../../../shared/member/use-member.ts';
import { boundPhoneOf, BoundView } from '../../../shared/ui/bound-view.tsx';
import { showConfirm } from '../../../shared/ui/dialogs.ts';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { QueryView } from '../../../shared/ui/query-view.tsx';
import { SegmentedTabs } from '../../../shared/ui/segmented-tabs.tsx';
import { showToast } from '../../../shared/ui/toast.ts';
import { numberKeepingStatusQuery, useChangeKeeping } from '../api.ts';
import { OWNER_CHECK_TABS, OwnerCheckFields, toOwnerProof, type OwnerCheckValues } from '../components/owner-check-fields.tsx';
import '../number-keeping.css';

interface KeepValues extends OwnerCheckValues {
  months: number;
}

const MONTH_OPTIONS = KEEP_MONTH_CHOICES.map((months) => ({ label: `${months}个月`, value: months }));
const checkMonths = (value: string) => (KEEP_MONTH_CHOICES.includes(Number(value)) ? null : NumberKeepingMessage.MONTHS_INVALID);

/** How the page shows a state: kept and in service apart, what stops the number in red. */
function stateTagColor(status: NumberKeepingStatus): 'success' | 'warning' | 'danger' {
  if (status.state === 'normal') {
    return 'success';
  }
  return status.state === 'keptSuspended' ? 'warning' : 'danger';
}

function StateCard({ status }: { status: NumberKeepingStatus }) {
  return (
    <section className="number-keeping-card" aria-label="号码状态">
      <div className="number-keeping-head">
        <h2 className="number-keeping-number">{status.phone}</h2>
        <Tag color={stateTagColor(status)}>{status.stateLabel}</Tag>
      </div>
      {status.keptUntil ? <p className="number-keeping-line">保号到期：{formatDate(status.keptUntil)}（当日自动复机）</p> : null}
      <p className="number-keeping-line">账户余额：{formatYuan(status.balance)}元</p>
      <p className="number-keeping-line">保号费：{formatYuan(status.keepFeeFen)}元/月</p>
    </section>
  );
}

/** /numberKeeping: 停机保号 of the bound number for 1 … 12 months, and its early end, after the owner check. */
export function NumberKeepingPage() {
  const navigate = useNavigate();
  const member = useMember();
  const boundPhone = boundPhoneOf(member);
  const status = useQuery({ ...numberKeepingStatusQuery, enabled: boundPhone !== '' });
  const change = useChangeKeeping();
  const form = useHallForm<KeepValues>();
  const [checkBy, setCheckBy] = useState<OwnerCheckByValue>(OwnerCheckBy.PASSWORD);
  const months = Form.useWatch('months', form);

  const keep = async (values: KeepValues, current: NumberKeepingStatus) => {
    const endDate = current.keepEndDates[values.months - 1] ?? '';
    const content = `停机保号${values.months}个月，至${endDate}。保号期间号码停止通话、上网和短信，每月收取保号费${formatYuan(current.keepFeeFen)}元。确定办理吗？`;
    if (!(await showConfirm({ title: '确认停机保号', content }))) {
      return;
    }
    change.mutate(
      { action: 'keep', input: { months: values.months, ...toOwnerProof(checkBy, values) } },
      {
        onSuccess: () => {
          form.resetFields();
          showToast('停机保号办理成功');
        },
      },
    );
  };

  const resume = async (values: KeepValues) => {
    if (!(await showConfirm({ title: '确认复机', content: '复机后号码恢复通话、上网和短信，按套餐收取月租。确定提前复机吗？' }))) {
      return;
    }
    change.mutate(
      { action: 'resume', input: toOwnerProof(checkBy, values) },
      {
        onSuccess: () => {
          form.resetFields();
          showToast('复机成功');
        },
      },
    );
  };

  const renderOwnerCheck = (phone: string) => (
    <>
      <SegmentedTabs label="验证方式" tabs={OWNER_CHECK_TABS} activeKey={checkBy} onChange={setCheckBy} />
      <OwnerCheckFields form={form} checkBy={checkBy} phone={phone} />
    </>
  );

  const forgotPassword = (
    <p className="page-intro">
      忘记服务密码？<Link to="/notPassword">重置服务密码</Link>，或选择短信验证码验证
    </p>
  );

  const renderAction = (current: NumberKeepingStatus, phone: string) => {
    if (current.state === 'keptSuspended') {
      return (
        <>
          <HallForm form={form} onSubmit={(values) => void resume(values)}>
            {renderOwnerCheck(phone)}
          </HallForm>
          {forgotPassword}
          <SubmitBar form={form} text="提前复机" isPending={change.isPending} />
        </>
      );
    }
    if (current.balance < 0) {
      return (
        <div className="number-keeping-owing" role="alert">
          <p>
            {NumberKeepingMessage.KEEP_OWING}（欠费{formatYuan(-current.balance)}元）
          </p>
          <div className="page-actions">
            <Button block color="primary" onClick={() => navigate(topUpLink(phone, -current.balance))}>
              缴清欠费{formatYuan(-current.balance)}元
            </Button>
          </div>
        </div>
      );
    }
    if (!canTransition('keepSuspension', current.state)) {
      return <p className="number-keeping-refusal">{NumberStateMessage.NOT_ALLOWED(current.state)}</p>;
    }
    const endDate = months ? current.keepEndDates[months - 1] : undefined;
    return (
      <>
        <HallForm form={form} onSubmit={(values) => void keep(values, current)}>
          <Form.Item
            name="months"
            label="保号时长"
            layout="vertical"
            rules={toRules(checkMonths)}
            getValueProps={(value: number | undefined) => ({ value: value ? [value] : [] })}
            normalize={(values: number[]) => values[0]}
            description={endDate ? <span aria-live="polite">到期日期：{endDate}（当日自动复机）</span> : '请选择保号时长'}
          >
            <Selector className="number-keeping-months" columns={4} options={MONTH_OPTIONS} />
          </Form.Item>
          {renderOwnerCheck(phone)}
        </HallForm>
        {forgotPassword}
        <SubmitBar form={form} text="办理停机保号" isPending={change.isPending} />
      </>
    );
  };

  return (
    <div className="page">
      <PageHeader title="停机保号" />
      <BoundView member={member} loading={4}>
        {(phone) => (
          <QueryView query={status} loading={4} failedTitle="号码状态查询失败" refused="暂不能办理">
            {(current) => (
              <>
                <StateCard status={current} />
                <ul className="number-keeping-notes">
                  <li>停机保号期间号码停止通话、上网和短信，保留号码，每月只收取保号费。</li>
                  <li>到期当日自动复机，也可随时提前复机；复机后按套餐收取月租。</li>
                  <li>有欠费的号码需先缴清欠费才能办理。</li>
                </ul>
                {renderAction(current, phone)}
              </>
            )}
          </QueryView>
        )}
      </BoundView>
    </div>
  );
}
