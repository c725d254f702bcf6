import { z } from 'zod';
import type { consoleEndpoints } from './console.endpoints.ts';
import { optionalText, requiredText } from './fields.ts';
import { STAFF_ROLES, type SchemaTable } from './operation.ts';

export const HALL_NOTICE_MAX_LENGTH = 200;

export const staffProfileSchema = z.object({
  username: z.string(),
  displayName: z.string(),
  roles: z.array(z.enum(STAFF_ROLES)),
});
export type StaffProfile = z.infer<typeof staffProfileSchema>;

export const consoleSchemas = {
  CONSOLE_LOGIN: {
    request: z.object({ username: requiredText('账号', 40), password: requiredText('密码', 128) }),
    response: staffProfileSchema,
  },
  CONSOLE_LOGOUT: { request: z.object({}), response: z.object({}) },
  CONSOLE_SESSION: { request: z.object({}), response: staffProfileSchema },
  CONSOLE_OVERVIEW: {
    request: z.object({}),
    response: z.object({
      members: z.number().int(),
      boundMembers: z.number().int(),
      smsSentToday: z.number().int(),
      identityChecksToday: z.number().int(),
      identityChecksPassedToday: z.number().int(),
      dealers: z.array(z.object({ id: z.string(), name: z.string(), fundPoolFen: z.number().int() })),
    }),
  },
  CONSOLE_HALL_NOTICE: { request: z.object({}), response: z.object({ text: z.string(), updatedAt: z.string().nullable() }) },
  CONSOLE_SAVE_HALL_NOTICE: {
    request: z.object({ text: requiredText('公告内容', HALL_NOTICE_MAX_LENGTH) }),
    response: z.object({ text: z.string(), updatedAt: z.string().nullable() }),
  },
  CONSOLE_SANDBOX_OUTBOX: {
    request: z.object({ phone: optionalText('手机号', 11) }),
    response: z.object({ list: z.array(z.object({ id: z.number().int(), phone: z.string(), text: z.string(), createdAt: z.string() })) }),
  },
} satisfies SchemaTable<typeof consoleEndpoints>;
