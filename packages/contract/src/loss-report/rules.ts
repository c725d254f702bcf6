// 挂失/解挂 (zod-free).
import { checkRequired } from '../validators.ts';

export const LossReportMessage = {
  ALREADY_REPORTED: '该号码已挂失，无需重复挂失',
  NOT_REPORTED: '该号码未挂失，无需解挂',
  NUMBER_NOT_IN_SERVICE: '该号码已销户，不能办理挂失',
  PASSWORD_REQUIRED: '请填写服务密码',
  /** No verification code goes to a lost SIM: whoever holds it could bind the number or reset its password. */
  CODE_BARRED: '该号码已挂失，暂不能接收验证码',
  /** The sandbox's usage injection. */
  USAGE_BARRED: '号码已挂失，无法产生用量',
} as const;

export const checkLossReportPassword = checkRequired(LossReportMessage.PASSWORD_REQUIRED);

/** Who ended a loss report: the owner with the service password, staff at a store, or the new card of a SIM replacement. */
export const LOSS_REPORT_LIFTERS = ['member', 'staff', 'simReplacement'] as const;
export type LossReportLifter = (typeof LOSS_REPORT_LIFTERS)[number];

export const LOSS_REPORT_LIFTER_TEXT: Record<LossReportLifter, string> = {
  member: '本人解挂',
  staff: '营业厅解挂',
  simReplacement: '补卡后自动解挂',
};

/** The longest reason staff write when lifting a report. */
export const LIFT_REASON_MAX_LENGTH = 100;
