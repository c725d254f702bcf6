import { z } from 'zod';
import { countField, optionalLineField } from '../console-fields.ts';
import type { SchemaTable } from '../operation.ts';
import type { consoleAuditEndpoints } from './endpoints.ts';

const dayField = (label: string) => z.string({ error: `请选择${label}` }).regex(/^\d{4}-\d{2}-\d{2}$/, `${label}格式错误`);

export const auditEntrySchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  staffUsername: z.string(),
  staffName: z.string(),
  action: z.string(),
  actionText: z.string(),
  subjectType: z.string(),
  /** A phone number among the subject and details shows masked. */
  subjectId: z.string(),
  /** The recorded details as `key: value` lines. */
  detail: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const memberActionEntrySchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  memberId: z.number().int(),
  /** The member's nickname now, masked but for its first character; '' once the member record is deleted. */
  nickname: z.string(),
  action: z.string(),
  actionText: z.string(),
  /** The recorded details as `key: value` lines, phone numbers masked. */
  detail: z.string(),
});
export type MemberActionEntry = z.infer<typeof memberActionEntrySchema>;

const dayRange = {
  /** China days, both included. */
  from: dayField('开始日期'),
  to: dayField('结束日期'),
};

export const consoleAuditSchemas = {
  CONSOLE_AUDIT_LOG: {
    request: z.object({
      ...dayRange,
      staff: optionalLineField('操作人账号', 64),
      action: optionalLineField('操作类型', 64),
      subjectId: optionalLineField('操作对象', 64),
      page: countField('页码', 10_000, 1).default(1),
    }),
    response: z.object({ total: z.number().int(), list: z.array(auditEntrySchema) }),
  },
  CONSOLE_MEMBER_ACTIONS: {
    request: z.object({
      ...dayRange,
      /** 0 for every member. */
      memberId: countField('会员编号', Number.MAX_SAFE_INTEGER).default(0),
      action: optionalLineField('操作类型', 64),
      page: countField('页码', 10_000, 1).default(1),
    }),
    response: z.object({ total: z.number().int(), list: z.array(memberActionEntrySchema) }),
  },
} satisfies SchemaTable<typeof consoleAuditEndpoints>;
