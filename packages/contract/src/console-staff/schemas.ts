import { z } from 'zod';
import type { consoleStaffEndpoints } from './endpoints.ts';
import { lineField, rowIdField } from '../console-fields.ts';
import { lineString } from '../fields.ts';
import { STAFF_ROLES, type SchemaTable } from '../operation.ts';
import { StaffLimit, STAFF_USERNAME_PATTERN } from './rules.ts';

const usernameField = lineString('账号', '请填写账号')
  .trim()
  .min(1, '请填写账号')
  .max(StaffLimit.USERNAME_MAX, `账号不能超过${StaffLimit.USERNAME_MAX}个字符`)
  .regex(STAFF_USERNAME_PATTERN, '账号须以字母开头，只能包含字母、数字、.、-和_');

const rolesField = z
  .array(z.enum(STAFF_ROLES, { error: '角色无效' }), { error: '请选择角色' })
  .min(1, '请至少选择一个角色')
  .max(STAFF_ROLES.length, '角色无效')
  .refine((roles) => new Set(roles).size === roles.length, '角色重复');

const generatedPasswordSchema = z.object({ username: z.string(), password: z.string() });

export const staffAccountSchema = z.object({
  username: z.string(),
  displayName: z.string(),
  roles: z.array(z.enum(STAFF_ROLES)),
  isDisabled: z.boolean(),
  hasTotp: z.boolean(),
  lastLoginAt: z.string().nullable(),
  liveSessions: z.number().int(),
});
export type StaffAccount = z.infer<typeof staffAccountSchema>;

export const staffSessionSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  expiresAt: z.string(),
  /** The session this request came with (ending it logs the admin out). */
  isCurrent: z.boolean(),
});
export type StaffSessionRow = z.infer<typeof staffSessionSchema>;

export const consoleStaffSchemas = {
  CONSOLE_STAFF_LIST: { request: z.object({}), response: z.object({ list: z.array(staffAccountSchema) }) },
  CONSOLE_CREATE_STAFF: {
    request: z.object({ username: usernameField, displayName: lineField('姓名', StaffLimit.DISPLAY_NAME_MAX), roles: rolesField }),
    response: generatedPasswordSchema,
  },
  CONSOLE_SET_STAFF_ROLES: {
    request: z.object({ username: usernameField, roles: rolesField }),
    response: z.object({ username: z.string(), roles: z.array(z.enum(STAFF_ROLES)) }),
  },
  CONSOLE_SET_STAFF_DISABLED: {
    request: z.object({ username: usernameField, isDisabled: z.boolean({ error: '请选择启用或停用' }) }),
    response: z.object({ username: z.string(), isDisabled: z.boolean(), endedSessions: z.number().int() }),
  },
  CONSOLE_RESET_STAFF_PASSWORD: { request: z.object({ username: usernameField }), response: generatedPasswordSchema },
  CONSOLE_RESET_STAFF_TOTP: {
    request: z.object({ username: usernameField }),
    response: z.object({ username: z.string(), endedSessions: z.number().int() }),
  },
  CONSOLE_STAFF_SESSIONS: { request: z.object({ username: usernameField }), response: z.object({ list: z.array(staffSessionSchema) }) },
  CONSOLE_END_STAFF_SESSION: {
    request: z.object({ username: usernameField, sessionId: rowIdField('会话编号') }),
    response: z.object({ isEnded: z.literal(true) }),
  },
  CONSOLE_TOTP_ENROL: {
    request: z.object({}),
    response: z.object({ secret: z.string(), otpauthUri: z.string(), qrDataUrl: z.string() }),
  },
  CONSOLE_TOTP_CONFIRM: {
    request: z.object({
      code: lineString('动态口令', '请输入动态口令')
        .trim()
        .regex(/^\d{6}$/, '请输入6位动态口令'),
    }),
    response: z.object({ recoveryCodes: z.array(z.string()) }),
  },
} satisfies SchemaTable<typeof consoleStaffEndpoints>;
