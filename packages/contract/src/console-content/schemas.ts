import { z } from 'zod';
import { multiLineString } from '../fields.ts';
import type { consoleContentEndpoints } from './endpoints.ts';
import { BANNER_PLACEMENTS, CallerPackageLimit, ContentLimit, PACKAGE_CALL_DISPLAYS, PACKAGE_SERVICE_KINDS, TariffLimit } from './rules.ts';
import { CallType } from '../caller/rules.ts';
import { CREDIT_LIMIT_MAX_FEN } from '../console-numbers/rules.ts';
import {
  countField,
  imageAddressField,
  isoTimeField,
  lineField,
  linkAddressField,
  optionalImageAddressField,
  optionalLineField,
  rowIdField,
  sortOrderField,
  multiLineField,
} from '../console-fields.ts';
import type { SchemaTable } from '../operation.ts';
import { POINTS_RULES_FREE_TEXT_MAX, SIGN_IN_REWARD_MAX } from '../points/rules.ts';

const deletedSchema = z.object({ isDeleted: z.literal(true) });
const codeField = (label: string) =>
  z
    .string({ error: `缺少${label}` })
    .trim()
    .min(1, `缺少${label}`)
    .max(64, `${label}无效`)
    .regex(/^[\w-]+$/, `${label}无效`);
/** An amount in fen that the form enters in yuan: the cap is said in yuan. */
const fenField = (label: string, maxFen: number, unit: string) =>
  z
    .number({ error: `请填写${label}` })
    .int(`${label}须为整数（分）`)
    .min(0, `${label}不能为负数`)
    .max(maxFen, `${label}不能超过${maxFen / 100}${unit}`);
const htmlField = (label: string) => multiLineString(label).max(ContentLimit.DETAIL_HTML, `${label}不能超过${ContentLimit.DETAIL_HTML}个字符`);

// Banners ------------------------------------------------------------------------------------

const placementField = z.enum(BANNER_PLACEMENTS, { error: '请选择展示位置' });

export const consoleBannerSchema = z.object({
  id: z.number().int(),
  placement: placementField,
  title: z.string(),
  imageUrl: z.string(),
  linkUrl: z.string(),
  sortOrder: z.number().int(),
  isActive: z.boolean(),
});
export type ConsoleBanner = z.infer<typeof consoleBannerSchema>;

// Activities ---------------------------------------------------------------------------------

export const consoleActivitySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  summary: z.string(),
  author: z.string(),
  coverUrl: z.string(),
  /** Sanitised when saved, and again when shown. */
  detailHtml: z.string(),
  publishedAt: z.string(),
  endsAt: z.string().nullable(),
  isActive: z.boolean(),
  sortOrder: z.number().int(),
});
export type ConsoleActivity = z.infer<typeof consoleActivitySchema>;

// Points products ----------------------------------------------------------------------------

export const consolePointsProductSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  pointsCost: z.number().int(),
  valueFen: z.number().int(),
  stock: z.number().int(),
  coverUrl: z.string(),
  isOnSale: z.boolean(),
  sortOrder: z.number().int(),
});
export type ConsolePointsProduct = z.infer<typeof consolePointsProductSchema>;

// Points settings: the rules code acts on, and the rest of the rules page -------------------------

export const consolePointsSettingsSchema = z.object({
  signInReward: z.number().int(),
  clearOnCancellation: z.boolean(),
  freeText: z.string(),
  updatedAt: z.string(),
});
export type ConsolePointsSettings = z.infer<typeof consolePointsSettingsSchema>;

// Packages (the built-in back office's catalogue) -------------------------------------------

export const consolePackageSchema = z.object({
  id: z.string(),
  name: z.string(),
  monthlyFeeFen: z.number().int(),
  serviceKind: z.number().int(),
  callDisplay: z.number().int(),
  voiceMinutes: z.number().int(),
  dataMb: z.number().int(),
  /** 定向流量 in MB, beside the general data. */
  directedDataMb: z.number().int(),
  smsCount: z.number().int(),
  /** 语音超出资费 in fen a minute (the standard rate when the package has no tariff row). */
  voiceOutFenPerMinute: z.number().int(),
  /** 来电显示功能费 in fen a month. */
  callerDisplayFeeFen: z.number().int(),
  /** The package rules, sanitised when saved and again when shown. */
  descriptionHtml: z.string(),
  isOrderable: z.boolean(),
  /** 首月免月租: the monthly run charges no package fee for the month a number joined. */
  isFirstMonthFree: z.boolean(),
  /** 信用额度 in fen: how far below zero its numbers stay in service (a number's own limit overrides it). */
  creditLimitFen: z.number().int(),
  sortOrder: z.number().int(),
});
export type ConsolePackage = z.infer<typeof consolePackageSchema>;

/** A saved package, and whether its rules lost unsafe content on the way in (the editor's message says so only then). */
export const consoleSavedPackageSchema = consolePackageSchema.extend({ isRulesFiltered: z.boolean() });
export type ConsoleSavedPackage = z.infer<typeof consoleSavedPackageSchema>;

/** A caller service of the hall's caller pages, one per call type. */
export const consoleCallerPackageSchema = z.object({
  id: z.string(),
  callType: z.union([z.literal(CallType.REMIND), z.literal(CallType.DISPLAY), z.literal(CallType.FORWARD)]),
  title: z.string(),
  detail: z.string(),
  monthlyFeeFen: z.number().int(),
  sortOrder: z.number().int(),
});
export type ConsoleCallerPackage = z.infer<typeof consoleCallerPackageSchema>;

// Stores -------------------------------------------------------------------------------------

export const consoleStoreSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  phone: z.string(),
  hours: z.string(),
  province: z.string(),
  city: z.string(),
  county: z.string(),
  sortOrder: z.number().int(),
});
export type ConsoleStore = z.infer<typeof consoleStoreSchema>;

export const consoleContentSchemas = {
  CONSOLE_BANNERS: {
    request: z.object({ placement: placementField.optional() }),
    response: z.object({ list: z.array(consoleBannerSchema) }),
  },
  CONSOLE_SAVE_BANNER: {
    request: z.object({
      id: rowIdField('横幅编号').optional(),
      placement: placementField,
      title: lineField('标题', ContentLimit.TITLE),
      imageUrl: imageAddressField('图片地址'),
      linkUrl: linkAddressField,
      sortOrder: sortOrderField,
      isActive: z.boolean({ error: '启用状态格式错误' }).default(true),
    }),
    response: consoleBannerSchema,
  },
  CONSOLE_DELETE_BANNER: { request: z.object({ id: rowIdField('横幅编号') }), response: deletedSchema },

  CONSOLE_ACTIVITIES: { request: z.object({}), response: z.object({ list: z.array(consoleActivitySchema) }) },
  CONSOLE_SAVE_ACTIVITY: {
    request: z
      .object({
        id: rowIdField('活动编号').optional(),
        name: lineField('活动名称', ContentLimit.TITLE),
        summary: lineField('活动简介', ContentLimit.SUMMARY),
        author: lineField('发布方', ContentLimit.TITLE),
        coverUrl: optionalImageAddressField('封面图片'),
        detailHtml: htmlField('活动详情').refine((html) => html.trim().length > 0, '请填写活动详情'),
        publishedAt: isoTimeField('开始时间'),
        endsAt: isoTimeField('结束时间').nullable().default(null),
        isActive: z.boolean({ error: '上线状态格式错误' }).default(true),
        sortOrder: sortOrderField,
      })
      .refine((input) => input.endsAt === null || Date.parse(input.endsAt) > Date.parse(input.publishedAt), {
        message: '结束时间须晚于开始时间',
        path: ['endsAt'],
      }),
    response: consoleActivitySchema,
  },
  CONSOLE_DELETE_ACTIVITY: { request: z.object({ id: rowIdField('活动编号') }), response: deletedSchema },

  CONSOLE_POINTS_PRODUCTS: { request: z.object({}), response: z.object({ list: z.array(consolePointsProductSchema) }) },
  CONSOLE_SAVE_POINTS_PRODUCT: {
    request: z.object({
      /** Absent: a new product (its code is assigned). */
      id: codeField('商品编号').optional(),
      name: lineField('商品名称', ContentLimit.TITLE),
      description: optionalLineField('商品说明', ContentLimit.SUMMARY),
      pointsCost: countField('兑换积分', ContentLimit.AMOUNT_MAX, 1),
      valueFen: countField('商品价值'),
      coverUrl: optionalImageAddressField('商品图片'),
      isOnSale: z.boolean({ error: '上架状态格式错误' }).default(true),
      sortOrder: sortOrderField,
      /** Only for a new product; later changes go through CONSOLE_ADJUST_POINTS_STOCK. */
      initialStock: countField('初始库存').optional(),
    }),
    response: consolePointsProductSchema,
  },
  CONSOLE_ADJUST_POINTS_STOCK: {
    request: z.object({
      id: codeField('商品编号'),
      /** Pieces to add (positive) or take away (negative). */
      change: countField('库存变动', ContentLimit.AMOUNT_MAX, -ContentLimit.AMOUNT_MAX).refine((change) => change !== 0, '库存变动不能为0'),
    }),
    response: consolePointsProductSchema,
  },

  CONSOLE_POINTS_SETTINGS: { request: z.object({}), response: consolePointsSettingsSchema },
  CONSOLE_SAVE_POINTS_SETTINGS: {
    request: z.object({
      signInReward: countField('每日签到奖励积分', SIGN_IN_REWARD_MAX),
      clearOnCancellation: z.boolean({ error: '请选择销户时是否清零积分' }),
      freeText: multiLineString('其他规则').trim().max(POINTS_RULES_FREE_TEXT_MAX, `其他规则不能超过${POINTS_RULES_FREE_TEXT_MAX}个字符`),
    }),
    response: consolePointsSettingsSchema,
  },

  CONSOLE_PACKAGES: { request: z.object({}), response: z.object({ list: z.array(consolePackageSchema) }) },
  CONSOLE_SAVE_PACKAGE: {
    request: z.object({
      /** Absent: a new package (its code is assigned). */
      id: codeField('套餐编号').optional(),
      name: lineField('套餐名称', ContentLimit.TITLE),
      monthlyFeeFen: countField('月费'),
      serviceKind: z.union(
        PACKAGE_SERVICE_KINDS.map((kind) => z.literal(kind)),
        { error: '请选择业务类型' },
      ),
      callDisplay: z.union(
        PACKAGE_CALL_DISPLAYS.map((kind) => z.literal(kind)),
        { error: '请选择套餐分类' },
      ),
      voiceMinutes: countField('通话分钟数'),
      dataMb: countField('流量（MB）'),
      directedDataMb: countField('定向流量（MB）').default(0),
      smsCount: countField('短信条数'),
      voiceOutFenPerMinute: fenField('语音超出资费', TariffLimit.VOICE_OUT_FEN_PER_MINUTE_MAX, '元/分钟'),
      callerDisplayFeeFen: fenField('来电显示功能费', TariffLimit.CALLER_DISPLAY_FEE_FEN_MAX, '元/月'),
      descriptionHtml: htmlField('套餐规则').default(''),
      isOrderable: z.boolean({ error: '可办理状态格式错误' }).default(true),
      isFirstMonthFree: z.boolean({ error: '首月免月租格式错误' }).default(true),
      /** Absent: a new package has none, a changed one keeps its own. */
      creditLimitFen: fenField('信用额度', CREDIT_LIMIT_MAX_FEN, '元').optional(),
      sortOrder: sortOrderField,
    }),
    response: consoleSavedPackageSchema,
  },
  CONSOLE_CALLER_PACKAGES: { request: z.object({}), response: z.object({ list: z.array(consoleCallerPackageSchema) }) },
  CONSOLE_SAVE_CALLER_PACKAGE: {
    request: z.object({
      /** Absent: a new caller service (its code is assigned). */
      id: codeField('来电套餐编号').optional(),
      callType: z.union([z.literal(CallType.REMIND), z.literal(CallType.DISPLAY), z.literal(CallType.FORWARD)], { error: '请选择来电业务类型' }),
      title: lineField('套餐名称', CallerPackageLimit.TITLE),
      detail: multiLineField('套餐说明', CallerPackageLimit.DETAIL),
      monthlyFeeFen: fenField('月功能费', CallerPackageLimit.MONTHLY_FEE_FEN_MAX, '元/月'),
      sortOrder: sortOrderField,
    }),
    response: consoleCallerPackageSchema,
  },

  CONSOLE_STORES: {
    request: z.object({ keyword: optionalLineField('关键字', ContentLimit.STORE_NAME) }),
    response: z.object({ list: z.array(consoleStoreSchema) }),
  },
  CONSOLE_SAVE_STORE: {
    request: z.object({
      id: rowIdField('门店编号').optional(),
      name: lineField('门店名称', ContentLimit.STORE_NAME),
      address: lineField('详细地址', ContentLimit.STORE_ADDRESS),
      phone: optionalLineField('联系电话', ContentLimit.STORE_PHONE).refine((phone) => /^[\d-]*$/.test(phone), '联系电话只能包含数字和“-”'),
      hours: optionalLineField('营业时间', ContentLimit.STORE_HOURS),
      province: lineField('省份', ContentLimit.DIVISION),
      city: lineField('城市', ContentLimit.DIVISION),
      county: lineField('区县', ContentLimit.DIVISION),
      sortOrder: sortOrderField,
    }),
    response: consoleStoreSchema,
  },
  CONSOLE_DELETE_STORE: { request: z.object({ id: rowIdField('门店编号') }), response: deletedSchema },
} satisfies SchemaTable<typeof consoleContentEndpoints>;
