import { AGENT_ROLES } from '../agent/rules.ts';
import { z } from 'zod';
import type { consoleDealersEndpoints } from './endpoints.ts';
import { ContentLimit } from '../console-content/rules.ts';
import { countField, exportRangeShape, lineField, optionalLineField } from '../console-fields.ts';
import { PARTNER_CHANNELS } from '../agent/rules.ts';
import { mobilePhoneField, multiLineString } from '../fields.ts';
import type { SchemaTable } from '../operation.ts';
import { CODE_PATTERN, DealerLimit, DealerMessage, MOBILE_PATTERN, SALE_KINDS } from './rules.ts';

const dealerIdField = z
  .string({ error: '请选择渠道' })
  .trim()
  .min(1, '请选择渠道')
  .max(32, '渠道不存在')
  .regex(/^[\w-]+$/, '渠道不存在');

/** A new id typed by staff (dealer id, main id, work number). */
function codeField(label: string, maxLength: number) {
  return z
    .string({ error: `请填写${label}` })
    .trim()
    .min(1, `请填写${label}`)
    .max(maxLength, `${label}不能超过${maxLength}个字符`)
    .regex(CODE_PATTERN, `${label}只能包含字母、数字、-和_`);
}

const workNoField = z.string({ error: '请选择工号' }).trim().min(1, '请选择工号').max(DealerLimit.WORK_NO_MAX, '工号不存在').regex(CODE_PATTERN, '工号不存在');

const payKindField = z.union([z.literal(1), z.literal(2)], { error: '请选择支付方式' });
const saleKindField = z.union(
  SALE_KINDS.map((kind) => z.literal(kind)),
  { error: '请选择默认销售类型' },
);
const disabledField = z.boolean({ error: '请选择启用或停用' });

const stockCountsSchema = z.object({ available: z.number().int(), locked: z.number().int(), opened: z.number().int() });

export const dealerRowSchema = z.object({
  id: z.string(),
  mainId: z.string(),
  name: z.string(),
  payKind: z.number().int(),
  fundPoolFen: z.number().int(),
  /** The low-balance alert: the contact's mobile ('' for none) and the threshold (0 for no alert). */
  alertMobile: z.string(),
  alertThresholdFen: z.number().int(),
  isDisabled: z.boolean(),
  agentCount: z.number().int(),
  stock: stockCountsSchema,
});
export type DealerRow = z.infer<typeof dealerRowSchema>;

export const agentRowSchema = z.object({
  workNo: z.string(),
  name: z.string(),
  mobile: z.string(),
  channel: z.string(),
  defaultSaleKind: z.number().int(),
  isDisabled: z.boolean(),
  role: z.enum(AGENT_ROLES),
});
export type AgentRow = z.infer<typeof agentRowSchema>;

export const stockRowSchema = z.object({
  iccid: z.string(),
  phone: z.string(),
  offerId: z.string(),
  status: z.enum(['available', 'locked', 'opened', 'retired']),
  saleResourceId: z.string(),
  openedAt: z.string(),
});
export type StockRow = z.infer<typeof stockRowSchema>;

/** One refused CSV row: its line number in the file and why. */
export const stockProblemSchema = z.object({ line: z.number().int(), message: z.string() });
export type StockProblem = z.infer<typeof stockProblemSchema>;

/** A generated password, answered once and never stored in the clear. */
const passwordAnswerSchema = z.object({ workNo: z.string(), password: z.string() });

export const fundPoolEntrySchema = z.object({
  id: z.number().int(),
  kind: z.enum(['opening', 'top_up']),
  /** Positive for top-ups, negative for openings paid from the pool. */
  amountFen: z.number().int(),
  balanceAfterFen: z.number().int(),
  /** Work number of the agent, or the staff member's name for top-ups. */
  actor: z.string(),
  note: z.string(),
  createdAt: z.string(),
});
export type FundPoolEntry = z.infer<typeof fundPoolEntrySchema>;

const partnerChannelField = z.enum(PARTNER_CHANNELS, { error: '请选择合作渠道' });

/** A partner link: its channel prefix, the agent it logs in and whether it is in use. */
export const partnerLinkRowSchema = z.object({
  channel: z.string(),
  workNo: z.string(),
  agentName: z.string(),
  dealerName: z.string(),
  isDisabled: z.boolean(),
  createdAt: z.string(),
  secretRotatedAt: z.string(),
});
export type PartnerLinkRow = z.infer<typeof partnerLinkRowSchema>;

/** A partner link's signing secret, answered once (at creation and rotation) and stored only sealed. */
const partnerSecretAnswerSchema = z.object({ channel: z.string(), secret: z.string() });

export const consoleDealersSchemas = {
  CONSOLE_FUND_POOL_LEDGER: {
    request: z.object({ dealerId: dealerIdField }),
    response: z.object({ fundPoolFen: z.number().int(), list: z.array(fundPoolEntrySchema) }),
  },
  CONSOLE_FUND_POOL_EXPORT: {
    /** dealerId empty: every dealer. from/to: China days, both included. */
    request: z.object({ dealerId: z.union([z.literal(''), dealerIdField]).default(''), ...exportRangeShape }),
    /** A CSV file (UTF-8 with BOM), not an envelope. */
    response: z.unknown(),
  },
  CONSOLE_OPENINGS_EXPORT: {
    /** dealerId empty: every dealer. from/to: China days of the opening's creation, both included. */
    request: z.object({ dealerId: z.union([z.literal(''), dealerIdField]).default(''), ...exportRangeShape }),
    response: z.unknown(),
  },
  CONSOLE_FUND_POOL_TOP_UP: {
    request: z.object({
      dealerId: dealerIdField,
      amountFen: countField('充值金额', ContentLimit.TOP_UP_MAX_FEN, 1),
      note: optionalLineField('备注', 100),
      /** Chosen by the browser once per top-up form, so a repeated submit is recorded once. */
      requestId: z
        .string({ error: '缺少请求编号' })
        .trim()
        .min(8, '请求编号无效')
        .max(64, '请求编号无效')
        .regex(/^[\w-]+$/, '请求编号无效'),
    }),
    response: z.object({ fundPoolFen: z.number().int(), isRepeated: z.boolean() }),
  },
  CONSOLE_DEALERS: {
    request: z.object({}),
    response: z.object({ list: z.array(dealerRowSchema) }),
  },
  CONSOLE_CREATE_DEALER: {
    request: z.object({
      id: codeField('渠道编号', DealerLimit.ID_MAX),
      mainId: codeField('主渠道编号', DealerLimit.ID_MAX),
      name: lineField('渠道名称', DealerLimit.NAME_MAX),
      payKind: payKindField,
    }),
    response: dealerRowSchema,
  },
  CONSOLE_UPDATE_DEALER: {
    request: z
      .object({
        id: dealerIdField,
        name: lineField('渠道名称', DealerLimit.NAME_MAX),
        payKind: payKindField,
        /** The low-balance alert's contact; '' for none. */
        alertMobile: z
          .string({ error: DealerMessage.ALERT_MOBILE_INVALID })
          .trim()
          .refine((value) => value === '' || MOBILE_PATTERN.test(value), DealerMessage.ALERT_MOBILE_INVALID),
        /** Below this the contact gets one SMS per crossing; 0 for no alert. */
        alertThresholdFen: countField('提醒金额', ContentLimit.TOP_UP_MAX_FEN),
      })
      .refine((dealer) => dealer.alertThresholdFen === 0 || dealer.alertMobile !== '', { path: ['alertMobile'], message: DealerMessage.ALERT_MOBILE_REQUIRED }),
    response: dealerRowSchema,
  },
  CONSOLE_SET_DEALER_DISABLED: {
    request: z.object({ id: dealerIdField, isDisabled: disabledField }),
    response: z.object({ isDisabled: z.boolean(), revokedSessions: z.number().int() }),
  },
  CONSOLE_DEALER_AGENTS: {
    request: z.object({ dealerId: dealerIdField }),
    response: z.object({ list: z.array(agentRowSchema) }),
  },
  CONSOLE_CREATE_AGENT: {
    request: z.object({
      dealerId: dealerIdField,
      workNo: codeField('工号', DealerLimit.WORK_NO_MAX),
      name: lineField('姓名', DealerLimit.NAME_MAX),
      mobile: mobilePhoneField,
      channel: lineField('渠道名称', DealerLimit.CHANNEL_MAX),
      defaultSaleKind: saleKindField,
    }),
    response: passwordAnswerSchema,
  },
  CONSOLE_SET_AGENT_DISABLED: {
    request: z.object({ workNo: workNoField, isDisabled: disabledField }),
    response: z.object({ isDisabled: z.boolean(), revokedSessions: z.number().int() }),
  },
  CONSOLE_SET_AGENT_ROLE: {
    request: z.object({ workNo: workNoField, role: z.enum(AGENT_ROLES, { error: '请选择店长或店员' }) }),
    response: z.object({ workNo: z.string(), role: z.enum(AGENT_ROLES) }),
  },
  CONSOLE_RESET_AGENT_PASSWORD: {
    request: z.object({ workNo: workNoField }),
    response: passwordAnswerSchema,
  },
  CONSOLE_END_AGENT_SESSIONS: {
    request: z.object({ workNo: workNoField }),
    response: z.object({ workNo: z.string(), revokedSessions: z.number().int() }),
  },
  CONSOLE_DEALER_STOCK: {
    request: z.object({ dealerId: dealerIdField }),
    response: z.object({
      counts: stockCountsSchema,
      list: z.array(stockRowSchema),
      offers: z.array(z.object({ id: z.string(), name: z.string(), systemId: z.number().int() })),
    }),
  },
  CONSOLE_IMPORT_STOCK: {
    request: z.object({
      dealerId: dealerIdField,
      offerId: z
        .string({ error: '请选择开户套餐' })
        .trim()
        .min(1, '请选择开户套餐')
        .max(DealerLimit.ID_MAX, '开户套餐不存在')
        .regex(CODE_PATTERN, '开户套餐不存在'),
      csv: multiLineString('CSV文件', '请选择CSV文件')
        .min(1, '请选择CSV文件')
        .max(DealerLimit.STOCK_CSV_CHARS_MAX, `文件过大，一次最多导入${DealerLimit.STOCK_ROWS_MAX}行`),
    }),
    /** Nothing is imported while there are problems (all or nothing). */
    response: z.object({ importedCount: z.number().int(), problemCount: z.number().int(), problems: z.array(stockProblemSchema) }),
  },
  CONSOLE_PARTNER_LINKS: {
    request: z.object({}),
    response: z.object({ list: z.array(partnerLinkRowSchema) }),
  },
  CONSOLE_CREATE_PARTNER_LINK: {
    request: z.object({ channel: partnerChannelField, workNo: workNoField }),
    response: partnerSecretAnswerSchema,
  },
  CONSOLE_ROTATE_PARTNER_SECRET: {
    request: z.object({ channel: partnerChannelField }),
    response: partnerSecretAnswerSchema,
  },
  CONSOLE_SET_PARTNER_LINK_DISABLED: {
    request: z.object({ channel: partnerChannelField, isDisabled: disabledField }),
    response: z.object({ channel: z.string(), isDisabled: z.boolean() }),
  },
} satisfies SchemaTable<typeof consoleDealersEndpoints>;
