import { z } from 'zod';
import { multiLineField, rowIdField } from '../console-fields.ts';
import type { SchemaTable } from '../operation.ts';
import { DELETION_REFUSAL_MAX } from '../personal-info/rules.ts';
import type { consoleMemberDeletionEndpoints } from './endpoints.ts';

/** A waiting request: the member masked, and what blocks it now (what blocked it when asked, if nothing does now). */
export const memberDeletionRequestSchema = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  /** The member's nickname, masked. */
  nickname: z.string(),
  /** The member's numbers when they asked, masked. */
  phones: z.string(),
  requestedAt: z.string(),
  /** Why it waited when the member asked, in words. */
  reasonsAtRequest: z.array(z.string()),
  /** What still blocks it now, in words; empty: it may be carried out. */
  blockersNow: z.array(z.string()),
});
export type MemberDeletionRequest = z.infer<typeof memberDeletionRequestSchema>;

const requestIdField = rowIdField('申请编号');

export const consoleMemberDeletionSchemas = {
  CONSOLE_MEMBER_DELETIONS: { request: z.object({}), response: z.object({ list: z.array(memberDeletionRequestSchema) }) },
  CONSOLE_MEMBER_DELETION_EXECUTE: { request: z.object({ id: requestIdField }), response: z.object({}) },
  CONSOLE_MEMBER_DELETION_REFUSE: {
    request: z.object({ id: requestIdField, reason: multiLineField('驳回原因', DELETION_REFUSAL_MAX) }),
    response: z.object({}),
  },
} satisfies SchemaTable<typeof consoleMemberDeletionEndpoints>;
