import { z } from 'zod';
import { multiLineField, rowIdField } from '../console-fields.ts';
import { idLast6Field, mobilePhoneField, personNameField, requiredText } from '../fields.ts';
import { NUMBER_STATES } from '../number-state.ts';
import type { SchemaTable } from '../operation.ts';
import { BINDING_METHODS } from '../member-numbers/rules.ts';
import { CUSTOMER_SEARCH_MODES, CustomerLimit, CustomerMessage, REVEALABLE_FIELDS } from './rules.ts';
import type { consoleCustomersEndpoints } from './endpoints.ts';

const partialPhoneField = z
  .string({ error: CustomerMessage.PHONE_DIGITS })
  .trim()
  .regex(new RegExp(`^\\d{${CustomerLimit.PARTIAL_PHONE_MIN},11}$`), CustomerMessage.PHONE_DIGITS);
const memberQueryField = requiredText(CustomerMessage.MEMBER_LABEL, CustomerLimit.MEMBER_QUERY_MAX);

/** One number as a search or the person's page lists it; `phone` is whole (it opens 号码档案), the page shows it masked. */
export const customerNumberSchema = z.object({
  phone: z.string(),
  status: z.enum(NUMBER_STATES),
  packageName: z.string(),
  joinedAt: z.string(),
});

/** A person: the owner of one or more numbers under one ID number, masked. */
export const customerMatchSchema = z.object({
  /** 张* */
  ownerName: z.string(),
  /** 1101**********1234 */
  idNumber: z.string(),
  numbers: z.array(customerNumberSchema),
});
export type CustomerMatch = z.infer<typeof customerMatchSchema>;

export const customerMemberSchema = z.object({
  memberId: z.number().int(),
  nickname: z.string(),
  /** The number this member holds, and since when. */
  phone: z.string(),
  boundAt: z.string(),
  isActiveNumber: z.boolean(),
});

export const customerBindingEventSchema = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  nickname: z.string(),
  phone: z.string(),
  action: z.enum(['bind', 'unbind']),
  method: z.enum(BINDING_METHODS),
  createdAt: z.string(),
});

export const customerNoteSchema = z.object({
  id: z.number().int(),
  phone: z.string(),
  text: z.string(),
  staffName: z.string(),
  createdAt: z.string(),
});
export type CustomerNote = z.infer<typeof customerNoteSchema>;

export const customerViewSchema = z.object({
  ownerName: z.string(),
  idNumber: z.string(),
  isRealName: z.boolean(),
  numbers: z.array(customerNumberSchema.extend({ balanceFen: z.number().int() })),
  members: z.array(customerMemberSchema),
  bindingEvents: z.array(customerBindingEventSchema),
  notes: z.array(customerNoteSchema),
});
export type CustomerView = z.infer<typeof customerViewSchema>;

export const consoleCustomersSchemas = {
  CONSOLE_CUSTOMER_SEARCH: {
    /** The fields of the mode are required; the others are ignored. */
    request: z
      .object({
        mode: z.enum(CUSTOMER_SEARCH_MODES, { error: CustomerMessage.MODE_REQUIRED }),
        phone: partialPhoneField.optional(),
        name: personNameField.optional(),
        idEnding: idLast6Field.optional(),
        member: memberQueryField.optional(),
      })
      .superRefine((input, context) => {
        const missing = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message });
        if (input.mode === 'phone' && input.phone === undefined) {
          missing('phone', CustomerMessage.PHONE_DIGITS);
        }
        if (input.mode === 'person' && input.name === undefined) {
          missing('name', '请填写姓名');
        }
        if (input.mode === 'person' && input.idEnding === undefined) {
          missing('idEnding', '请输入证件号码后6位');
        }
        if (input.mode === 'member' && input.member === undefined) {
          missing('member', CustomerMessage.MEMBER_REQUIRED);
        }
      }),
    response: z.object({ list: z.array(customerMatchSchema), isTruncated: z.boolean() }),
  },
  CONSOLE_CUSTOMER_VIEW: {
    request: z.object({ phone: mobilePhoneField }),
    response: customerViewSchema,
  },
  CONSOLE_REVEAL_CUSTOMER_FIELD: {
    request: z.object({
      phone: mobilePhoneField,
      field: z.enum(REVEALABLE_FIELDS, { error: '请选择要查看的信息' }),
      reason: requiredText(CustomerMessage.REASON_LABEL, CustomerLimit.REASON_MAX),
    }),
    response: z.object({ value: z.string() }),
  },
  CONSOLE_ADD_CUSTOMER_NOTE: {
    request: z.object({ phone: mobilePhoneField, text: multiLineField(CustomerMessage.NOTE_LABEL, CustomerLimit.NOTE_MAX) }),
    response: customerNoteSchema,
  },
  CONSOLE_END_NUMBER_SESSIONS: {
    request: z.object({ phone: mobilePhoneField, reason: requiredText(CustomerMessage.END_SESSIONS_REASON_LABEL, CustomerLimit.REASON_MAX) }),
    response: z.object({ sessionsEnded: z.number().int() }),
  },
  CONSOLE_UNBIND_CUSTOMER_MEMBER: {
    request: z.object({
      phone: mobilePhoneField,
      memberId: rowIdField('微信用户'),
      reason: requiredText(CustomerMessage.UNBIND_REASON_LABEL, CustomerLimit.REASON_MAX),
    }),
    response: z.object({ isUnbound: z.boolean(), sessionsEnded: z.number().int() }),
  },
} satisfies SchemaTable<typeof consoleCustomersEndpoints>;
