import { NUMBER_ACTION_TEXT } from '@hall/contract/console-numbers/rules';
import type { NumberRecord } from '@hall/contract/console-numbers/schemas';
import { canTransition, type NumberTransition } from '@hall/contract/number-state';
import type { StaffRole } from '@hall/contract/operation';
import { Button, Space } from 'antd';
import { useState } from 'react';
import { canCallStaffOperation } from '../../shell/staff-access.ts';
import { NUMBER_MOVE_OPERATIONS, type NumberMove } from '../numbers-api.ts';
import { AdjustmentRequestModal } from './adjustment-request-modal.tsx';
import { CreditLimitModal } from './credit-limit-modal.tsx';
import { NumberMoveModal } from './number-move-modal.tsx';

const MOVE_TRANSITION: Record<NumberMove, NumberTransition> = {
  suspend: 'staffSuspension',
  resume: 'staffResumption',
  liftAudit: 'auditLifted',
  startCancellation: 'staffPreCancellation',
};
const MOVES = Object.keys(MOVE_TRANSITION) as NumberMove[];

type OpenForm = NumberMove | 'creditLimit' | 'adjustment';

/**
 * The actions staff may take on the number now: those their roles may call (as the server checks
 * them) that the number's state allows (as the state machine does), each on a form with its reason.
 */
export function NumberActionBar({
  phone,
  number,
  roles,
  approvalAboveFen,
}: {
  /** The whole number as searched (the record shows it masked). */
  phone: string;
  number: NumberRecord['number'];
  roles: readonly StaffRole[];
  approvalAboveFen: number | undefined;
}) {
  const [open, setOpen] = useState<OpenForm | null>(null);
  const close = () => setOpen(null);
  const isOpenNumber = number.status !== 'cancelled';
  const moves = MOVES.filter((move) => canCallStaffOperation(roles, NUMBER_MOVE_OPERATIONS[move]) && canTransition(MOVE_TRANSITION[move], number.status));
  const canSetCreditLimit = isOpenNumber && canCallStaffOperation(roles, 'CONSOLE_SET_CREDIT_LIMIT');
  const canAdjust = isOpenNumber && canCallStaffOperation(roles, 'CONSOLE_REQUEST_ADJUSTMENT');
  if (moves.length === 0 && !canSetCreditLimit && !canAdjust) {
    return null;
  }
  return (
    <>
      <Space wrap aria-label="号码操作" role="group">
        {moves.map((move) => (
          <Button key={move} danger={move === 'suspend' || move === 'startCancellation'} onClick={() => setOpen(move)}>
            {NUMBER_ACTION_TEXT[move]}
          </Button>
        ))}
        {canSetCreditLimit && <Button onClick={() => setOpen('creditLimit')}>{NUMBER_ACTION_TEXT.creditLimit}</Button>}
        {canAdjust && <Button onClick={() => setOpen('adjustment')}>{NUMBER_ACTION_TEXT.adjustment}</Button>}
      </Space>
      {open !== null && open !== 'creditLimit' && open !== 'adjustment' && <NumberMoveModal phone={phone} move={open} onClose={close} />}
      {open === 'creditLimit' && <CreditLimitModal phone={phone} current={number} onClose={close} />}
      {open === 'adjustment' && <AdjustmentRequestModal phone={phone} approvalAboveFen={approvalAboveFen} onClose={close} />}
    </>
  );
}
