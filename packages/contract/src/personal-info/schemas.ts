import { z } from 'zod';
import { lineString, smsCodeField } from '../fields.ts';
import type { SchemaTable } from '../operation.ts';
import { isEmail } from '../validators.ts';
import type { personalInfoEndpoints } from './endpoints.ts';
import {
  checkContactEmail,
  checkNickname,
  COPY_DELIVERIES,
  COPY_EMAIL_MAX_LENGTH,
  COPY_STATE_TEXT,
  CopyDelivery,
  CopyMessage,
  CorrectionMessage,
  type CopyState,
} from './rules.ts';

/** Where an item came from and how long it is kept: its row of the retention table, in the page's words. */
export const retentionNoteSchema = z.object({ key: z.string(), name: z.string(), source: z.string(), period: z.string() });

export const personalInfoSchema = z.object({
  profile: z.object({
    nickname: z.string(),
    /** The member gave this nickname themselves (更正); a WeChat login keeps it. */
    isNicknameCorrected: z.boolean(),
    /** The member's own contact e-mail, in full; '' for none. */
    contactEmail: z.string(),
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
  /** The member's own log of actions on their personal information, newest first. */
  actions: z.array(z.object({ id: z.number().int(), action: z.string(), label: z.string(), at: z.string() })),
  /** The retention rows of the sections above, by section. */
  retention: z.object({
    profile: retentionNoteSchema,
    bindings: retentionNoteSchema,
    consents: retentionNoteSchema,
    identityChecks: z.array(retentionNoteSchema),
    materials: z.array(retentionNoteSchema),
    applications: retentionNoteSchema,
    actions: retentionNoteSchema,
  }),
});
export type PersonalInfo = z.infer<typeof personalInfoSchema>;

/** A check of the form layer as a zod refinement, so the page and the server refuse with one text. */
const checkedLine = (label: string, required: string, check: (value: string) => string | null) =>
  lineString(label, required)
    .trim()
    .superRefine((value, context) => {
      const message = check(value);
      if (message) {
        context.addIssue({ code: 'custom', message });
      }
    });

/** 删除会员信息: the retention rows a deletion keeps (each with its period) and removes, and the member's request. */
export const deletionStateSchema = z.object({
  kept: z.array(retentionNoteSchema),
  removed: z.array(retentionNoteSchema),
  /** The member's latest request while it waits or after staff refused it; null otherwise. */
  request: z
    .object({
      status: z.enum(['waiting', 'refused']),
      /** Why it waits, in words. */
      reasons: z.array(z.string()),
      refusalReason: z.string(),
      requestedAt: z.string(),
      decidedAt: z.string().nullable(),
    })
    .nullable(),
});
export type DeletionState = z.infer<typeof deletionStateSchema>;

/** deleted: the member is signed out everywhere; waiting: service staff decide, for these reasons. */
export const deletionOutcomeSchema = z.object({ outcome: z.enum(['deleted', 'waiting']), reasons: z.array(z.string()) });

/** One copy of the member's data (获取副本) as the list shows it. */
export const personalInfoCopySchema = z.object({
  id: z.number().int(),
  delivery: z.enum(COPY_DELIVERIES),
  /** The address it was mailed to, masked; empty for a download or once the copy expired. */
  email: z.string(),
  state: z.enum(Object.keys(COPY_STATE_TEXT) as [CopyState, ...CopyState[]]),
  requestedAt: z.string(),
  /** When the download or the address stops being kept. */
  expiresAt: z.string(),
});
export type PersonalInfoCopy = z.infer<typeof personalInfoCopySchema>;

const copyEmailField = lineString('邮箱', CopyMessage.EMAIL_REQUIRED)
  .trim()
  .min(1, CopyMessage.EMAIL_REQUIRED)
  .max(COPY_EMAIL_MAX_LENGTH, CopyMessage.EMAIL_INVALID)
  .refine(isEmail, CopyMessage.EMAIL_INVALID);

/** The type 13 code, and the delivery: a mail needs its address. */
const copyRequest = z
  .object({
    code: smsCodeField,
    delivery: z.enum(COPY_DELIVERIES, { error: CopyMessage.DELIVERY_INVALID }),
    email: copyEmailField.optional(),
  })
  .superRefine((input, context) => {
    if (input.delivery === CopyDelivery.EMAIL && !input.email) {
      context.addIssue({ code: 'custom', path: ['email'], message: CopyMessage.EMAIL_REQUIRED });
    }
  });

export const personalInfoSchemas = {
  PERSONAL_INFO: { request: z.object({}), response: personalInfoSchema },
  PERSONAL_INFO_CORRECT: {
    request: z.object({
      nickname: checkedLine('昵称', CorrectionMessage.NICKNAME_REQUIRED, checkNickname),
      /** '' removes the address. */
      contactEmail: checkedLine('邮箱', CorrectionMessage.EMAIL_INVALID, checkContactEmail),
    }),
    response: z.object({ nickname: z.string(), contactEmail: z.string(), changed: z.array(z.enum(['nickname', 'contactEmail'])) }),
  },
  PERSONAL_INFO_DELETION: { request: z.object({}), response: deletionStateSchema },
  PERSONAL_INFO_DELETE: {
    request: z.object({ code: smsCodeField }),
    response: deletionOutcomeSchema,
  },
  PERSONAL_INFO_DELETE_UNBOUND: { request: z.object({}), response: deletionOutcomeSchema },
  PERSONAL_INFO_COPIES: { request: z.object({}), response: z.object({ copies: z.array(personalInfoCopySchema) }) },
  PERSONAL_INFO_COPY_REQUEST: { request: copyRequest, response: personalInfoCopySchema },
  PERSONAL_INFO_COPY_DOWNLOAD: {
    request: z.object({
      copyId: z.coerce
        .number({ error: CopyMessage.COPY_ID_INVALID })
        .int(CopyMessage.COPY_ID_INVALID)
        .positive(CopyMessage.COPY_ID_INVALID)
        .max(2_147_483_647, CopyMessage.COPY_ID_INVALID),
    }),
    /** A ZIP file, not an envelope. */
    response: z.unknown(),
  },
} satisfies SchemaTable<typeof personalInfoEndpoints>;
