import { z } from 'zod';
import { checkedField, smsCodeField } from '../fields.ts';
import type { SchemaTable } from '../operation.ts';
import type { giftEndpoints } from './endpoints.ts';
import type { giftSettingsEndpoints } from './settings-endpoints.ts';
import { GIFT_DATA_MAX_MB, GIFT_KINDS, GIFT_SETTING_NAMES, GIFT_SETTING_RULES, GiftCheck, GiftMessage, type GiftSettingName } from './rules.ts';

const giftKindField = z.enum(GIFT_KINDS, { error: GiftMessage.KIND_INVALID });

/** One gift as the person asked for it: MB for data, fen for credit. */
const giftShape = {
  kind: giftKindField,
  receiverPhone: checkedField(GiftMessage.RECEIVER_REQUIRED, GiftCheck.RECEIVER),
  amount: z
    .number({ error: GiftMessage.AMOUNT_INVALID })
    .int(GiftMessage.AMOUNT_INVALID)
    .positive(GiftMessage.AMOUNT_INVALID)
    .max(GIFT_DATA_MAX_MB, GiftMessage.AMOUNT_INVALID),
};

export const giftAllowanceSchema = z.object({
  /** This month's general package data left to the number, MB. */
  remainingDataMb: z.number().int(),
  balanceFen: z.number().int(),
  /** The most one gift may be now: what remains, within today's and this month's limits (and credit's cap per gift). */
  dataLeftMb: z.number().int(),
  creditLeftFen: z.number().int(),
});
export type GiftAllowance = z.infer<typeof giftAllowanceSchema>;

export const giftQuoteSchema = z.object({
  kind: giftKindField,
  /** Masked. */
  receiver: z.string(),
  amount: z.number().int(),
  /** 500MB, 12.50元. */
  amountText: z.string(),
});
export type GiftQuote = z.infer<typeof giftQuoteSchema>;

export const giftRecordSchema = z.object({
  id: z.number().int(),
  kind: giftKindField,
  direction: z.enum(['given', 'received']),
  /** The other number, masked. */
  counterpart: z.string(),
  amount: z.number().int(),
  amountText: z.string(),
  createdAt: z.string(),
});
export type GiftRecord = z.infer<typeof giftRecordSchema>;

export const giftSchemas = {
  GIFT_ALLOWANCE: { request: z.object({}), response: giftAllowanceSchema },
  GIFT_CHECK: { request: z.object(giftShape), response: giftQuoteSchema },
  GIFT_CONFIRM: {
    request: z.object({ ...giftShape, code: smsCodeField }),
    response: giftQuoteSchema.extend({ giftId: z.number().int(), createdAt: z.string() }),
  },
  GIFT_RECORDS: {
    request: z.object({
      page: z.number({ error: '页码错误' }).int('页码错误').min(1, '页码错误').max(1000, '页码错误').default(1),
    }),
    response: z.object({ list: z.array(giftRecordSchema), total: z.number().int(), page: z.number().int() }),
  },
} satisfies SchemaTable<typeof giftEndpoints>;

const settingField = (name: GiftSettingName) => {
  const { label, unit, max } = GIFT_SETTING_RULES[name];
  const bound = unit === 'fen' ? `${max / 100}元` : unit === 'mb' ? `${max}MB` : `${max}次`;
  return z
    .number({ error: `请填写${label}` })
    .int(unit === 'fen' ? `${label}须为整数（分）` : `${label}须为整数`)
    .min(0, `${label}不能为负数`)
    .max(max, `${label}不能超过${bound}`);
};

const settingsShape = Object.fromEntries(GIFT_SETTING_NAMES.map((name) => [name, settingField(name)])) as Record<
  GiftSettingName,
  ReturnType<typeof settingField>
>;

export const giftSettingsSchema = z.object({
  ...(Object.fromEntries(GIFT_SETTING_NAMES.map((name) => [name, z.number().int()])) as Record<GiftSettingName, z.ZodNumber>),
  updatedAt: z.string(),
  /** Who saved them last (display name); null for the migration's defaults. */
  updatedBy: z.string().nullable(),
});
export type GiftSettingsView = z.infer<typeof giftSettingsSchema>;

export const giftSettingsSchemas = {
  CONSOLE_GIFT_SETTINGS: { request: z.object({}), response: giftSettingsSchema },
  CONSOLE_SAVE_GIFT_SETTINGS: { request: z.object(settingsShape), response: giftSettingsSchema },
} satisfies SchemaTable<typeof giftSettingsEndpoints>;
