import { z } from 'zod';
import type { SchemaTable } from '../operation.ts';
import type { personalInfoEndpoints } from './endpoints.ts';

/** Where an item came from and how long it is kept: its row of the retention table, in the page's words. */
export const retentionNoteSchema = z.object({ key: z.string(), name: z.string(), source: z.string(), period: z.string() });

export const personalInfoSchema = z.object({
  profile: z.object({
    nickname: z.string(),
    hasAvatar: z.boolean(),
    careMode: z.boolean(),
    memberSince: z.string(),
  }),
  /** The numbers bound now, masked. */
  numbers: z.array(z.object({ phone: z.string(), boundAt: z.string(), isActive: z.boolean() })),
  /** Every binding and unbinding, newest first. */
  bindingHistory: z.array(z.object({ phone: z.string(), action: z.enum(['bind', 'unbind']), method: z.string(), at: z.string() })),
  consents: z.array(z.object({ purpose: z.string(), noticeVersion: z.string(), at: z.string() })),
  identityChecks: z.array(z.object({ purpose: z.string(), status: z.string(), at: z.string() })),
  /** Uploaded photos, signatures and bank details: the kind and the date, never the content. */
  materials: z.array(z.object({ kind: z.string(), label: z.string(), at: z.string() })),
  applications: z.array(z.object({ kind: z.string(), applicationNo: z.string(), status: z.string(), at: z.string() })),
  /** The retention rows of the sections above, by section. */
  retention: z.object({
    profile: retentionNoteSchema,
    bindings: retentionNoteSchema,
    consents: retentionNoteSchema,
    identityChecks: z.array(retentionNoteSchema),
    materials: z.array(retentionNoteSchema),
    applications: retentionNoteSchema,
  }),
});
export type PersonalInfo = z.infer<typeof personalInfoSchema>;

export const personalInfoSchemas = {
  PERSONAL_INFO: { request: z.object({}), response: personalInfoSchema },
} satisfies SchemaTable<typeof personalInfoEndpoints>;
