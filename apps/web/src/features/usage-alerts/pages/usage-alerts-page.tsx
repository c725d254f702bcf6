import { formatYuan } from '@hall/contract/money';
import {
  describeCondition,
  formatGb,
  formatHour,
  thresholdFromText,
  thresholdToText,
  UsageAlertCheck,
  UsageAlertMessage,
  type UsageAlertKind,
} from '@hall/contract/usage-alerts/rules';
import type { UsageAlertsState } from '@hall/contract/usage-alerts/schemas';
import type { FieldCheck } from '@hall/contract/validators';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { HallForm, useHallForm } from '../../../shared/form/hall-form.tsx';
import { SubmitBar } from '../../../shared/form/submit-bar.tsx';
import { TextField } from '../../../shared/form/text-field.tsx';
import { useMember } from '../../../shared/member/use-member.ts';
import { BoundPage } from '../../../shared/ui/bound-page.tsx';
import { QueryView } from '../../../shared/ui/query-view.tsx';
import { SegmentedTabs } from '../../../shared/ui/segmented-tabs.tsx';
import { showSuccessToast } from '../../../shared/ui/toast.ts';
import { WechatSubscribe } from '../../../shared/wechat/usage-alert-subscribe.tsx';
import { useSaveQuietHours, useSaveUsageAlert, usageAlertsQuery } from '../api.ts';
import '../usage-alerts.css';

interface KindView {
  title: string;
  label: string;
  placeholder: string;
  unit: string;
  check: FieldCheck;
  keep: (value: string) => string;
  now: (state: UsageAlertsState) => string;
}

const keepDecimal = (value: string) => value.replace(/[^\d.]/g, '').replace(/(\..*)\./g, '$1');
const keepDigits = (value: string) => value.replace(/\D/g, '');

const KINDS: Record<UsageAlertKind, KindView> = {
  dataPercent: {
    title: '流量比例',
    label: '剩余低于',
    placeholder: '1到99',
    unit: '%',
    check: UsageAlertCheck.PERCENT,
    keep: keepDigits,
    now: (state) => `本月通用流量剩余 ${state.now.dataLeftPercent}%`,
  },
  dataMb: {
    title: '流量剩余',
    label: '剩余低于',
    placeholder: '如 1.5',
    unit: 'GB',
    check: UsageAlertCheck.GB,
    keep: keepDecimal,
    now: (state) => `本月通用流量剩余 ${formatGb(state.now.dataLeftMb)}`,
  },
  balance: {
    title: '余额',
    label: '余额低于',
    placeholder: '1到1000',
    unit: '元',
    check: UsageAlertCheck.BALANCE,
    keep: keepDecimal,
    now: (state) => `账户余额 ${formatYuan(state.now.balanceFen)}元`,
  },
  spend: {
    title: '本月消费',
    label: '消费超过',
    placeholder: '1到10000',
    unit: '元',
    check: UsageAlertCheck.SPEND,
    keep: keepDecimal,
    now: (state) => `本月已消费 ${formatYuan(state.now.spendFen)}元`,
  },
};
const KIND_TABS = (Object.keys(KINDS) as UsageAlertKind[]).map((key) => ({ key, title: KINDS[key].title }));

function AlertForm({ kind, state }: { kind: UsageAlertKind; state: UsageAlertsState }) {
  const form = useHallForm<{ threshold: string }>();
  const save = useSaveUsageAlert();
  const view = KINDS[kind];
  const alert = state.alerts.find((item) => item.kind === kind);
  useEffect(() => {
    form.setFieldValue('threshold', alert ? thresholdToText(kind, alert.threshold) : '');
  }, [form, kind, alert]);

  const submit = (isEnabled: boolean, text: string) => {
    save.mutate(
      { kind, threshold: thresholdFromText(kind, text), isEnabled },
      { onSuccess: () => showSuccessToast(isEnabled ? UsageAlertMessage.SAVED : UsageAlertMessage.SWITCHED_OFF) },
    );
  };

  return (
    <>
      <p className="usage-alert-now" aria-live="polite">
        <strong>{view.now(state)}</strong>
      </p>
      <p className="usage-alert-state" aria-live="polite">
        {alert?.isEnabled ? `已开启：${describeCondition(kind, alert.threshold)}时提醒` : alert ? '提醒已关闭' : '尚未设置此提醒'}
      </p>
      <HallForm form={form} onSubmit={(values) => submit(true, values.threshold)}>
        <TextField
          name="threshold"
          label={view.label}
          placeholder={view.placeholder}
          maxLength={8}
          keep={view.keep}
          check={view.check}
          extra={<span className="usage-alert-unit">{view.unit}</span>}
        />
      </HallForm>
      <SubmitBar form={form} text={alert?.isEnabled ? '修改提醒' : '开启提醒'} isPending={save.isPending}>
        {alert?.isEnabled ? (
          <Button block disabled={save.isPending} onClick={() => submit(false, thresholdToText(kind, alert.threshold))}>
            关闭提醒
          </Button>
        ) : null}
      </SubmitBar>
    </>
  );
}

function QuietHoursForm({ state }: { state: UsageAlertsState }) {
  const form = useHallForm<{ start: string; end: string }>();
  const save = useSaveQuietHours();
  const { start, end } = state.quietHours;
  const hourCheck: FieldCheck = (value) => (/^(\d|1\d|2[0-3])$/.test(value.trim()) ? null : UsageAlertMessage.HOUR_INVALID);
  return (
    <>
      <h2 className="usage-alert-section-title">免打扰时段</h2>
      <p className="usage-alert-now">
        {start === end ? '未设免打扰时段，提醒随时发送' : `${formatHour(start)}至${formatHour(end)}（北京时间）间的提醒，将在${formatHour(end)}发送`}
      </p>
      <HallForm
        form={form}
        initialValues={{ start: String(start), end: String(end) }}
        onSubmit={(values) => save.mutate({ start: Number(values.start), end: Number(values.end) }, { onSuccess: () => showSuccessToast('免打扰时段已保存') })}
      >
        <TextField name="start" label="开始（点）" kind="digits" maxLength={2} placeholder="0到23" check={hourCheck} />
        <TextField name="end" label="结束（点）" kind="digits" maxLength={2} placeholder="0到23" check={hourCheck} />
      </HallForm>
      <SubmitBar form={form} text="保存免打扰时段" isPending={save.isPending} />
    </>
  );
}

/** /usageAlerts: 用量提醒 of the active number: data left, balance and spend thresholds, and the quiet hours. */
export function UsageAlertsPage() {
  const member = useMember();
  const [kind, setKind] = useState<UsageAlertKind>('dataPercent');
  const state = useQuery(usageAlertsQuery);
  return (
    <BoundPage title="用量提醒" backTo="/personal" member={member} failedTitle="信息加载失败">
      {() => (
        <QueryView query={state} loading={6} failedTitle="用量提醒加载失败">
          {(data) => (
            <>
              <p className="usage-alert-now">号码 {data.phone}：达到条件时每月提醒一次，优先以微信订阅消息发送，无订阅时以短信发送。</p>
              <SegmentedTabs label="提醒类型" tabs={KIND_TABS} activeKey={kind} onChange={setKind} />
              <AlertForm kind={kind} state={data} />
              <QuietHoursForm state={data} />
              <WechatSubscribe scene="usageAlert" title="用量提醒" />
            </>
          )}
        </QueryView>
      )}
    </BoundPage>
  );
}
