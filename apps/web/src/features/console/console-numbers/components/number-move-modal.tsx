import { ActionModal } from './action-modal.tsx';
import { NUMBER_ACTION_TEXT, NumberActionReasonLabel } from '@hall/contract/console-numbers/rules';
import { Form } from 'antd';
import { useMoveNumber, type NumberMove } from '../numbers-api.ts';
import { ReasonField } from './reason-field.tsx';

/** What each move does, told before it is confirmed. */
const MOVE_HINT: Record<NumberMove, string> = {
  suspend: '停机后号码不能通话、上网和收发短信，机主将收到含停机原因的短信通知。',
  resume: '复机后号码恢复服务（余额为负时为欠费状态），机主将收到短信通知。',
  liftAudit: '请先核验机主本人身份证原件。解除后号码恢复服务并完成实名登记，机主将收到短信通知。',
  startCancellation: '号码立即进入预销户状态并停止服务；预销户期满自动销户，所欠费用记为欠款。机主将收到短信通知。',
};

const PLACEHOLDER: Record<NumberMove, string> = {
  suspend: '例如：涉嫌违规使用，公安协查',
  resume: '例如：机主到厅申请复机',
  liftAudit: '例如：机主持身份证原件到厅核验',
  startCancellation: '例如：机主到厅申请销户',
};

/** 停机, 复机, 解除审核停机 or 发起销户 of a number, with the reason it is done for. */
export function NumberMoveModal({ phone, move, onClose }: { phone: string; move: NumberMove; onClose: () => void }) {
  const [form] = Form.useForm<{ reason: string }>();
  const moveNumber = useMoveNumber(move, onClose);
  const label = NUMBER_ACTION_TEXT[move];
  return (
    <ActionModal
      label={label}
      isPending={moveNumber.isPending}
      isDanger={move === 'suspend' || move === 'startCancellation'}
      onSubmit={() => form.submit()}
      onClose={onClose}
    >
      <p>{MOVE_HINT[move]}</p>
      <Form form={form} layout="vertical" onFinish={({ reason }) => moveNumber.mutate({ phone, reason: reason.trim() })}>
        <ReasonField label={NumberActionReasonLabel[move]} placeholder={PLACEHOLDER[move]} />
      </Form>
    </ActionModal>
  );
}
