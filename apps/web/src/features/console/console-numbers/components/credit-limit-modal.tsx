import { ActionModal } from './action-modal.tsx';
import { CREDIT_LIMIT_MAX_FEN, NUMBER_ACTION_TEXT, NumberActionReasonLabel } from '@hall/contract/console-numbers/rules';
import { Form, InputNumber } from 'antd';
import { formatYuan } from '../../../../shared/lib/format.ts';
import { toFen } from '../../shell/components/form-values.ts';
import { useSetCreditLimit } from '../numbers-api.ts';
import { ReasonField } from './reason-field.tsx';

interface CreditLimitForm {
  limitYuan?: number | null;
  reason: string;
}

/** The number's own credit limit in yuan, or empty for its package's; with the reason. */
export function CreditLimitModal({
  phone,
  current,
  onClose,
}: {
  phone: string;
  current: { creditLimitFen: number; isOwnCreditLimit: boolean };
  onClose: () => void;
}) {
  const [form] = Form.useForm<CreditLimitForm>();
  const setCreditLimit = useSetCreditLimit(onClose);
  const label = NUMBER_ACTION_TEXT.creditLimit;
  const submit = ({ limitYuan, reason }: CreditLimitForm) =>
    setCreditLimit.mutate({ phone, creditLimitFen: typeof limitYuan === 'number' ? toFen(limitYuan) : null, reason: reason.trim() });
  return (
    <ActionModal label={label} isPending={setCreditLimit.isPending} onSubmit={() => form.submit()} onClose={onClose}>
      <p>
        当前信用额度 {formatYuan(current.creditLimitFen)} 元（{current.isOwnCreditLimit ? '单独设置' : '按套餐'}）。余额低于负的信用额度时，号码将被欠费停机。
      </p>
      <Form form={form} layout="vertical" onFinish={submit} initialValues={{ limitYuan: current.isOwnCreditLimit ? current.creditLimitFen / 100 : null }}>
        <Form.Item label="信用额度（元）" name="limitYuan" extra="留空则按套餐的信用额度">
          <InputNumber min={0} max={CREDIT_LIMIT_MAX_FEN / 100} precision={2} style={{ width: 200 }} />
        </Form.Item>
        <ReasonField label={NumberActionReasonLabel.creditLimit} placeholder="例如：大客户临时提额" />
      </Form>
    </ActionModal>
  );
}
