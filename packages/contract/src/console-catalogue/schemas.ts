import { z } from 'zod';
import { multiLineString } from '../fields.ts';
import type { consoleCatalogueEndpoints } from './endpoints.ts';
import {
  AGENT_SYSTEM_IDS,
  CatalogueLimit,
  CatalogueMessage,
  OFFER_ID_PATTERN,
  RECHARGE_PRODUCT_GROUPS,
  RECHARGE_PRODUCT_ID_PATTERN,
  RECHARGE_SERVICE_KINDS,
} from './rules.ts';
import { countField, lineField } from '../console-fields.ts';
import type { SchemaTable } from '../operation.ts';

// Recharge products ---------------------------------------------------------------------------

const groupField = z.enum(RECHARGE_PRODUCT_GROUPS, { error: '请选择商品分类' });

export const consoleRechargeProductSchema = z.object({
  id: z.string(),
  group: groupField,
  name: z.string(),
  amountFen: z.number().int(),
  serviceKind: z.number().int(),
  sortOrder: z.number().int(),
  isOnSale: z.boolean(),
});
export type ConsoleRechargeProduct = z.infer<typeof consoleRechargeProductSchema>;

const productIdField = z
  .string({ error: '请填写商品编号' })
  .trim()
  .min(1, '请填写商品编号')
  .max(CatalogueLimit.PRODUCT_ID, `商品编号不能超过${CatalogueLimit.PRODUCT_ID}个字符`)
  .regex(RECHARGE_PRODUCT_ID_PATTERN, CatalogueMessage.PRODUCT_ID_FORMAT);

const rechargeProductFields = {
  group: groupField,
  name: lineField('商品名称', CatalogueLimit.NAME),
  /** The price in fen; the console shows and takes yuan. */
  amountFen: countField('售价', CatalogueLimit.PRICE_MAX_FEN, 1),
  serviceKind: z.union(
    RECHARGE_SERVICE_KINDS.map((kind) => z.literal(kind)),
    { error: '请选择适用号码' },
  ),
  sortOrder: countField('排序', CatalogueLimit.SORT_ORDER_MAX).default(0),
  isOnSale: z.boolean({ error: '在售状态格式错误' }).default(true),
};

// Agent offers --------------------------------------------------------------------------------

const systemIdField = z.union(
  AGENT_SYSTEM_IDS.map((id) => z.literal(id)),
  { error: '请选择系统 ID' },
);

export const consoleAgentOfferSchema = z.object({
  id: z.string(),
  name: z.string(),
  sumFeeFen: z.number().int(),
  /** Sanitised when saved, and again when an agent is shown it. */
  descriptionHtml: z.string(),
  requiresCardPhoto: z.boolean(),
  packageId: z.string(),
  systemId: z.number().int(),
  isChangeable: z.boolean(),
  sortOrder: z.number().int(),
  isOnSale: z.boolean(),
});
export type ConsoleAgentOffer = z.infer<typeof consoleAgentOfferSchema>;

const offerIdField = z
  .string({ error: '请填写 BOSS 套餐编号' })
  .trim()
  .min(1, '请填写 BOSS 套餐编号')
  .max(CatalogueLimit.OFFER_ID, `BOSS 套餐编号不能超过${CatalogueLimit.OFFER_ID}位`)
  .regex(OFFER_ID_PATTERN, CatalogueMessage.OFFER_ID_FORMAT);

const agentOfferFields = {
  name: lineField('套餐名称', CatalogueLimit.NAME),
  sumFeeFen: countField('预存金额', CatalogueLimit.PRESTORE_MAX_FEN),
  descriptionHtml: multiLineString('套餐说明').max(CatalogueLimit.DESCRIPTION_HTML, `套餐说明不能超过${CatalogueLimit.DESCRIPTION_HTML}个字符`).default(''),
  requiresCardPhoto: z.boolean({ error: '请选择是否需要拍摄合照' }),
  packageId: z
    .string({ error: '请选择资费套餐' })
    .trim()
    .min(1, '请选择资费套餐')
    .max(64, CatalogueMessage.PACKAGE_NOT_FOUND)
    .regex(/^[\w-]+$/, CatalogueMessage.PACKAGE_NOT_FOUND),
  systemId: systemIdField,
  isChangeable: z.boolean({ error: '可变更状态格式错误' }).default(false),
  sortOrder: countField('排序', CatalogueLimit.SORT_ORDER_MAX).default(0),
  isOnSale: z.boolean({ error: '在售状态格式错误' }).default(true),
};

export const consoleCatalogueSchemas = {
  CONSOLE_RECHARGE_PRODUCTS: {
    request: z.object({ group: groupField.optional() }),
    response: z.object({ list: z.array(consoleRechargeProductSchema) }),
  },
  CONSOLE_CREATE_RECHARGE_PRODUCT: {
    /** Without an id the server assigns one. */
    request: z.object({ id: productIdField.optional(), ...rechargeProductFields }),
    response: consoleRechargeProductSchema,
  },
  CONSOLE_UPDATE_RECHARGE_PRODUCT: {
    request: z.object({ id: productIdField, ...rechargeProductFields }),
    response: consoleRechargeProductSchema,
  },
  CONSOLE_AGENT_OFFERS: {
    request: z.object({ systemId: systemIdField.optional() }),
    response: z.object({ list: z.array(consoleAgentOfferSchema) }),
  },
  CONSOLE_CREATE_AGENT_OFFER: {
    request: z.object({ id: offerIdField, ...agentOfferFields }),
    response: consoleAgentOfferSchema,
  },
  CONSOLE_UPDATE_AGENT_OFFER: {
    request: z.object({ id: offerIdField, ...agentOfferFields }),
    response: consoleAgentOfferSchema,
  },
} satisfies SchemaTable<typeof consoleCatalogueEndpoints>;
