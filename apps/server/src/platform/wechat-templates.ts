import type { NotificationKind } from '@hall/contract/notifications/rules';
import type { Config } from '../config.ts';

// Which notifications go to the official account first, as which template message. The operator
// creates the templates in the official account (模板消息) with exactly these keys, and configures
// their ids; a kind whose template id is not configured goes by SMS.
//
// WECHAT_TEMPLATE_TRANSFER_CODE (过户验证码通知): 过户单号 (character_string), 过户验证码
//   (character_string), 温馨提示 (thing); keys WECHAT_TEMPLATE_TRANSFER_CODE_KEYS, by default
//   character_string1,character_string2,thing3.
// WECHAT_TEMPLATE_DECISION (业务审核结果通知): 业务名称 (thing), 审核结果 (phrase), 备注 (thing); keys
//   WECHAT_TEMPLATE_DECISION_KEYS, by default thing1,phrase2,thing3.
// WECHAT_TEMPLATE_BILL (话费账单通知): 账单月份 (thing), 本月消费 (amount), 当前余额 (amount); keys
//   WECHAT_TEMPLATE_BILL_KEYS, by default thing1,amount2,amount3.

/** WeChat's limits of a template value by its key's type: thing 20 characters, phrase 5, character_string 32. */
const THING_MAX = 20;
const PHRASE_MAX = 5;

const fit = (value: string, max: number) => (value.length > max ? `${value.slice(0, max - 1)}…` : value);

/** The decisions on a member's own requests, by the business they decide. */
const DECISIONS: Partial<Record<NotificationKind, { business: string; isPassed: boolean; note?: string }>> = {
  cancellationPassed: { business: '销户申请', isPassed: true, note: '号码已注销，绑定关系已解除' },
  cancellationRefused: { business: '销户申请', isPassed: false },
  transferPassed: { business: '过户申请', isPassed: true, note: '号码已登记到新机主名下' },
  transferRefused: { business: '过户申请', isPassed: false },
  simReplacementPassed: { business: '补换卡申请', isPassed: true, note: '新卡即将寄出，原卡已失效' },
  simReplacementRefused: { business: '补换卡申请', isPassed: false },
  realNamePassed: { business: '实名补登记', isPassed: true, note: '号码已完成实名登记' },
  realNameRefused: { business: '实名补登记', isPassed: false },
};

export interface WechatTemplateMessage {
  templateId: string;
  /** The page the message opens; empty for none. */
  url: string;
  data: Record<string, string>;
}

/** The template message a notification goes as, or null when it goes by SMS only. */
/** The template's values under the keys WeChat gave its fields (configured, in our order). */
function keyed(keys: string, values: readonly string[]): Record<string, string> {
  return Object.fromEntries(keys.split(',').map((key, index) => [key, values[index] ?? '']));
}

export function wechatTemplateOf(
  config: Pick<
    Config,
    | 'WECHAT_TEMPLATE_TRANSFER_CODE'
    | 'WECHAT_TEMPLATE_DECISION'
    | 'WECHAT_TEMPLATE_BILL'
    | 'WECHAT_TEMPLATE_TRANSFER_CODE_KEYS'
    | 'WECHAT_TEMPLATE_DECISION_KEYS'
    | 'WECHAT_TEMPLATE_BILL_KEYS'
    | 'PUBLIC_URL'
  >,
  kind: NotificationKind,
  params: Record<string, string>,
): WechatTemplateMessage | null {
  if (kind === 'transferCode') {
    return config.WECHAT_TEMPLATE_TRANSFER_CODE
      ? {
          templateId: config.WECHAT_TEMPLATE_TRANSFER_CODE,
          url: '',
          data: keyed(config.WECHAT_TEMPLATE_TRANSFER_CODE_KEYS, [params.orderNo ?? '', params.code ?? '', '7日内有效，请只告知过户接收人']),
        }
      : null;
  }
  if (kind === 'billIssued') {
    return config.WECHAT_TEMPLATE_BILL
      ? {
          templateId: config.WECHAT_TEMPLATE_BILL,
          url: new URL('/bill', config.PUBLIC_URL).toString(),
          data: keyed(config.WECHAT_TEMPLATE_BILL_KEYS, [params.month ?? '', `${params.amount ?? ''}元`, `${params.balance ?? ''}元`]),
        }
      : null;
  }
  const decision = DECISIONS[kind];
  if (!decision || !config.WECHAT_TEMPLATE_DECISION) {
    return null;
  }
  const note = decision.isPassed ? (decision.note ?? '') : `原因：${params.reason ?? ''}`;
  return {
    templateId: config.WECHAT_TEMPLATE_DECISION,
    url: new URL('/personal', config.PUBLIC_URL).toString(),
    data: keyed(config.WECHAT_TEMPLATE_DECISION_KEYS, [
      fit(decision.business, THING_MAX),
      fit(decision.isPassed ? '已通过' : '未通过', PHRASE_MAX),
      fit(note, THING_MAX),
    ]),
  };
}
