import { z } from 'zod';
import type { consoleEndpoints } from './endpoints.ts';
import { optionalText, requiredText, lineString, optionalMultiLineText, requiredMultiLineText } from '../fields.ts';
import { STAFF_ROLES, type SchemaTable } from '../operation.ts';
import { SANDBOX_SYSTEMS } from '../console-sandbox/rules.ts';
import { exportRangeShape } from '../console-fields.ts';

export const HALL_NOTICE_MAX_LENGTH = 200;

export const staffProfileSchema = z.object({
  username: z.string(),
  displayName: z.string(),
  roles: z.array(z.enum(STAFF_ROLES)),
  /** The systems on their sandbox: the console shows their outboxes and demo steps, none when empty. */
  sandboxSystems: z.array(z.enum(SANDBOX_SYSTEMS)),
  /** Whether the member logs in with a second factor (TOTP). */
  hasTotp: z.boolean(),
  /** A member whose role needs TOTP and who has none yet: every operation but the enrolment is refused until then. */
  mustEnrolTotp: z.boolean(),
});
export type StaffProfile = z.infer<typeof staffProfileSchema>;

const reviewKindField = lineString('申请类型', '缺少申请类型')
  .trim()
  .min(1, '缺少申请类型')
  .max(40, '申请类型无效')
  .regex(/^[\w-]+$/, '申请类型无效');
const reviewIdField = lineString('申请编号', '缺少申请编号').trim().min(1, '缺少申请编号').max(64, '申请编号无效');

export const reviewItemSummarySchema = z.object({
  id: z.string(),
  phone: z.string(),
  applicantName: z.string(),
  submittedAt: z.string(),
  summary: z.string(),
});
export type ReviewItemSummary = z.infer<typeof reviewItemSummarySchema>;

export const consoleSchemas = {
  CONSOLE_LOGIN: {
    request: z.object({ username: requiredText('账号', 40), password: requiredText('密码', 128) }),
    // A member with TOTP gets no session yet: a pending login (ticket) for CONSOLE_LOGIN_TOTP.
    response: z.discriminatedUnion('step', [
      staffProfileSchema.extend({ step: z.literal('signedIn') }),
      z.object({ step: z.literal('totp'), ticket: z.string(), expiresInSeconds: z.number().int() }),
    ]),
  },
  CONSOLE_LOGIN_TOTP: {
    request: z.object({
      ticket: lineString('登录凭证', '请重新输入账号和密码').min(1, '请重新输入账号和密码').max(128, '请重新输入账号和密码'),
      code: lineString('动态口令', '请输入动态口令').trim().min(1, '请输入动态口令').max(11, '动态口令错误，请重新输入'),
    }),
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
      signInsToday: z.number().int(),
      topUpsToday: z.number().int(),
      /** Sum of today's successful top-ups in fen. */
      topUpFenToday: z.number().int(),
      unansweredPosts: z.number().int(),
      /** Complaints and feedback not answered yet (the customer-service queue). */
      openServiceItems: z.number().int(),
      /** Pending applications per review kind. */
      pendingReviews: z.array(z.object({ kind: z.string(), label: z.string(), pending: z.number().int() })),
      dealers: z.array(
        z.object({
          id: z.string(),
          name: z.string(),
          fundPoolFen: z.number().int(),
          openingsToday: z.number().int(),
          openingsTotal: z.number().int(),
        }),
      ),
    }),
  },
  CONSOLE_HALL_NOTICE: { request: z.object({}), response: z.object({ text: z.string(), updatedAt: z.string().nullable() }) },
  CONSOLE_SAVE_HALL_NOTICE: {
    request: z.object({ text: requiredMultiLineText('公告内容', HALL_NOTICE_MAX_LENGTH) }),
    response: z.object({ text: z.string(), updatedAt: z.string().nullable() }),
  },
  CONSOLE_REVIEW_KINDS: {
    request: z.object({}),
    response: z.object({ list: z.array(z.object({ kind: z.string(), label: z.string(), pending: z.number().int() })) }),
  },
  CONSOLE_REVIEW_LIST: {
    request: z.object({ kind: reviewKindField }),
    response: z.object({ list: z.array(reviewItemSummarySchema) }),
  },
  CONSOLE_REVIEW_DETAIL: {
    request: z.object({ kind: reviewKindField, id: reviewIdField }),
    response: reviewItemSummarySchema.extend({
      fields: z.array(z.object({ label: z.string(), value: z.string() })),
      attachments: z.array(z.object({ label: z.string(), url: z.string() })),
      /** What the reviewer enters to pass the item (the new card of a SIM replacement). */
      passFields: z.array(z.object({ name: z.string(), label: z.string(), pattern: z.string(), message: z.string() })),
    }),
  },
  CONSOLE_EXPORT_REVIEW_DECISIONS: {
    /** kind: '' for every kind; from/to: China days the decisions were made, both included. */
    request: z.object({ kind: z.union([z.literal(''), reviewKindField]).default(''), ...exportRangeShape }),
    /** A CSV file (UTF-8 with BOM), not an envelope. */
    response: z.unknown(),
  },
  CONSOLE_REVIEW_DECIDE: {
    request: z
      .object({
        kind: reviewKindField,
        id: reviewIdField,
        decision: z.enum(['pass', 'fail'], { error: '请选择审核结果' }),
        reason: optionalMultiLineText('审核意见', 200),
        fields: z.record(lineString('字段名').max(32), lineString('字段值').max(64)).optional(),
      })
      .refine((input) => input.decision === 'pass' || Boolean(input.reason), { message: '请填写不通过原因', path: ['reason'] }),
    response: z.object({ isDecided: z.literal(true) }),
  },
  CONSOLE_SANDBOX_OUTBOX: {
    request: z.object({ phone: optionalText('手机号', 11) }),
    response: z.object({ list: z.array(z.object({ id: z.number().int(), phone: z.string(), text: z.string(), createdAt: z.string() })) }),
  },
} satisfies SchemaTable<typeof consoleEndpoints>;
