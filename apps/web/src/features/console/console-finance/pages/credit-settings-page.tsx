import { CREDIT_SETTING_LABEL, CreditSettingsLimit } from '@hall/contract/console-finance/rules';
import type { CreditSettingsView } from '@hall/contract/console-finance/schemas';
import { Form, InputNumber, type FormRule } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { SettingsSaveFooter } from '../../shell/components/settings-save-footer.tsx';
import { ConsoleQueryCard } from '../../shell/components/console-query-card.tsx';
import { toFen, toYuan } from '../../shell/components/form-values.ts';
import { creditSettingsQuery, useSaveCreditSettings } from '../finance-api.ts';

interface SettingsForm {
  owingDaysBeforeSuspension: number;
  suspendedDaysBeforePreCancel: number;
  preCancelDaysBeforeCancel: number;
  quarantineDaysBeforeRelease: number;
  keepFeeYuan: number;
  adjustmentApprovalAboveYuan: number;
}

const { DAYS_MIN, DAYS_MAX } = CreditSettingsLimit;

/** The settings in days, in the order a number goes through them, each with what it decides. */
const DAY_SETTINGS: {
  name: 'owingDaysBeforeSuspension' | 'suspendedDaysBeforePreCancel' | 'preCancelDaysBeforeCancel' | 'quarantineDaysBeforeRelease';
  extra: string;
}[] = [
  { name: 'owingDaysBeforeSuspension', extra: '欠费（未超信用额度）持续这么多天后欠费停机；超过信用额度即停机' },
  { name: 'suspendedDaysBeforePreCancel', extra: '欠费停机这么多天仍未缴费，转为预销户' },
  { name: 'preCancelDaysBeforeCancel', extra: '预销户这么多天仍未缴费，号码销户，所欠费用记为欠款' },
  { name: 'quarantineDaysBeforeRelease', extra: '销户满这么多天，号码回收到号码池，可重新入库开卡；原机主的记录另行保存' },
];

/** The form's rules of a setting in days: the contract's range, said as the server says it. */
function daysRules(label: string): FormRule[] {
  return [
    { required: true, message: `请填写${label}` },
    { type: 'number', min: DAYS_MIN, max: DAYS_MAX, message: `${label}须在${DAYS_MIN}到${DAYS_MAX}天之间` },
  ];
}

function yuanRules(label: string, maxFen: number): FormRule[] {
  return [
    { required: true, message: `请填写${label}` },
    { type: 'number', min: 0, message: `${label}不能为负数` },
    { type: 'number', max: maxFen / 100, message: `${label}不能超过${maxFen / 100}元` },
  ];
}

function CreditSettingsForm({ current }: { current: CreditSettingsView }) {
  const save = useSaveCreditSettings();
  return (
    <Form<SettingsForm>
      layout="vertical"
      initialValues={{
        owingDaysBeforeSuspension: current.owingDaysBeforeSuspension,
        suspendedDaysBeforePreCancel: current.suspendedDaysBeforePreCancel,
        preCancelDaysBeforeCancel: current.preCancelDaysBeforeCancel,
        quarantineDaysBeforeRelease: current.quarantineDaysBeforeRelease,
        keepFeeYuan: toYuan(current.keepFeeFen),
        adjustmentApprovalAboveYuan: toYuan(current.adjustmentApprovalAboveFen),
      }}
      onFinish={({ keepFeeYuan, adjustmentApprovalAboveYuan, ...days }) =>
        save.mutate({ ...days, keepFeeFen: toFen(keepFeeYuan), adjustmentApprovalAboveFen: toFen(adjustmentApprovalAboveYuan) })
      }
    >
      {DAY_SETTINGS.map(({ name, extra }) => (
        <Form.Item key={name} label={`${CREDIT_SETTING_LABEL[name]}（天）`} name={name} rules={daysRules(CREDIT_SETTING_LABEL[name])} extra={extra}>
          <InputNumber precision={0} suffix="天" />
        </Form.Item>
      ))}
      <Form.Item
        label={`${CREDIT_SETTING_LABEL.keepFeeFen}（元/月）`}
        name="keepFeeYuan"
        rules={yuanRules(CREDIT_SETTING_LABEL.keepFeeFen, CreditSettingsLimit.KEEP_FEE_FEN_MAX)}
        extra="停机保号期间按天折算收取"
      >
        <InputNumber precision={2} suffix="元" />
      </Form.Item>
      <Form.Item
        label={`${CREDIT_SETTING_LABEL.adjustmentApprovalAboveFen}（元）`}
        name="adjustmentApprovalAboveYuan"
        rules={yuanRules(CREDIT_SETTING_LABEL.adjustmentApprovalAboveFen, CreditSettingsLimit.ADJUSTMENT_APPROVAL_FEN_MAX)}
        extra="单笔调账超过此金额时，须由另一名管理员审批后入账"
      >
        <InputNumber precision={2} suffix="元" />
      </Form.Item>
      <SettingsSaveFooter updatedAt={current.updatedAt} updatedBy={current.updatedBy} isSaving={save.isPending} saveLabel="保存信控设置" />
    </Form>
  );
}

/** 信控设置 (admin): credit control's days, the 停机保号 fee and the adjustment approval threshold; each save audit-logged. */
export function CreditSettingsPage() {
  const settings = useQuery(creditSettingsQuery);
  return (
    <ConsoleQueryCard title="信控设置" query={settings} failure="信控设置加载失败" loadingLabel="正在加载信控设置">
      {(current) => <CreditSettingsForm current={current} />}
    </ConsoleQueryCard>
  );
}
