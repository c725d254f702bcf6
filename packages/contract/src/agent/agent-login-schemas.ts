import { z } from 'zod';
import { lineString } from '../fields.ts';
import type { SchemaTable } from '../operation.ts';
import { emptySchema, saleResourceIdField } from './agent-field-schemas.ts';
import type { agentLoginEndpoints } from './endpoints.ts';
import { AGENT_ROLES, AgentMessage } from './rules.ts';

const workNoField = z
  .string({ error: AgentMessage.ACCOUNT_REQUIRED })
  .trim()
  .min(1, AgentMessage.ACCOUNT_REQUIRED)
  .max(32, '工号不能超过32个字符')
  .regex(/^[\w-]+$/, '工号格式错误');

/** The random string a login page binds its captcha to. */
const randomStrField = z
  .string({ error: '缺少验证码标识' })
  .trim()
  .min(8, '验证码标识无效')
  .max(64, '验证码标识无效')
  .regex(/^[\w-]+$/, '验证码标识无效');

/**
 * A partner link's signature (type 'partner', rules.ts PARTNER_LINK_*), as the link carries it. Only
 * bounded here: the login checks them and logs why a link is refused.
 */
const partnerLinkFields = {
  ts: lineString('链接时间').max(20).optional(),
  nonce: lineString('链接随机串').max(100).optional(),
  sig: lineString('链接签名').max(128).optional(),
};

export const agentProfileSchema = z.object({
  workName: z.string(),
  workNo: z.string(),
  /** The login name (the work number the agent logs in with). */
  loginName: z.string(),
  mobile: z.string(),
  channel: z.string(),
  dealerName: z.string(),
  dealerId: z.string(),
  dealerMainId: z.string(),
  defaultSaleKind: z.number().int(),
  /** 4 or 7 from the default sale kind; 0 when the kind gives none. */
  systemId: z.number().int(),
  /** A manager (店长) also sees the dealer's money. */
  role: z.enum(AGENT_ROLES),
});
export type AgentProfile = z.infer<typeof agentProfileSchema>;

export const agentLoginSchemas = {
  CAPTCHA_IMAGE: {
    request: z.object({ randomStr: randomStrField, times: lineString('验证码请求').max(20).optional() }),
    /** A PNG image, not an envelope. */
    response: z.unknown(),
  },
  GET_SESSION: {
    request: z.object({ workNo: workNoField, Type: lineString('登录方式').max(10).optional(), ...partnerLinkFields }),
    response: z.object({ thirdSession: z.string(), workNo: z.string() }),
  },
  AGENT_LOGIN: {
    request: z.object({
      workNo: workNoField,
      passWord: lineString('密码', AgentMessage.PASSWORD_REQUIRED).min(1, AgentMessage.PASSWORD_REQUIRED).max(64, '密码不能超过64个字符'),
      code: lineString('验证码', AgentMessage.CAPTCHA_REQUIRED).trim().min(1, AgentMessage.CAPTCHA_REQUIRED).max(8, '验证码错误'),
      randomStr: randomStrField,
      thirdSession: lineString('登录会话', '登录会话已失效，请刷新页面').min(1, '登录会话已失效，请刷新页面').max(64, '登录会话已失效，请刷新页面'),
      type: lineString('类型').max(10).optional(),
      ...partnerLinkFields,
    }),
    response: z.object({ flag: z.string(), message: z.string(), token: z.string(), profile: agentProfileSchema }),
  },
  CHECK_WORK_NO_INFO: {
    request: z.object({ workNo: lineString('工号').max(32).optional(), type: lineString('类型').max(10).optional() }),
    response: agentProfileSchema,
  },
  AGENT_LOGOUT: { request: emptySchema, response: emptySchema },
  VNO_SCAN_LOGIN: {
    request: z.object({
      pone: saleResourceIdField,
      ticket: lineString('二维码', AgentMessage.SCAN_LINK_INVALID).min(1, AgentMessage.SCAN_LINK_INVALID).max(600, AgentMessage.SCAN_LINK_INVALID),
    }),
    response: z.object({ flag: z.string(), message: z.string(), token: z.string(), profile: agentProfileSchema }),
  },
} satisfies SchemaTable<typeof agentLoginEndpoints>;
