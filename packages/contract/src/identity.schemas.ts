import { z } from 'zod';
import { bizNoField, idLast6Field, personNameField, returnUrlField } from './fields.ts';
import type { identityEndpoints } from './identity.endpoints.ts';
import type { SchemaTable } from './operation.ts';

/** Every face-check type of the spec. */
export const AuthType = {
  QUERY_PHONE: 'QUERY_PHONE',
  CALL_DIVERT: 'CALL_DIVERT',
  ACCOUNT_BIND: 'ACCOUNT_BIND',
  CHANGE_CARD: 'CHANGE_CARD',
  SET_PASSWORD: 'SET_PASSWORD',
  UNSET_ACCONT: 'UNSET_ACCONT',
  TRANS_ACCT_S: 'TRANS_ACCT_S',
  TRANS_ACCT_T: 'TRANS_ACCT_T',
  NEW_INVOICE_OCR: 'NEW_INVOICE_OCR',
  REAL_NAME: 'REAL_NAME',
} as const;
export type AuthTypeValue = (typeof AuthType)[keyof typeof AuthType];
export const AUTH_TYPES = Object.values(AuthType) as [AuthTypeValue, ...AuthTypeValue[]];

export const identityStartResponseSchema = z.object({ biz_no: z.string(), url: z.string() });
export type IdentityStartResponse = z.infer<typeof identityStartResponseSchema>;

export const identitySchemas = {
  QUERY_PHONE: {
    request: z.object({
      idCardNumber: idLast6Field,
      name: personNameField,
      returnUrl: returnUrlField,
      /** Card lookup (default) or call-divert query. */
      authType: z.enum([AuthType.QUERY_PHONE, AuthType.CALL_DIVERT]).optional(),
    }),
    response: identityStartResponseSchema,
  },
  RESULT_QUERY: {
    request: z.object({ biz_no: bizNoField }),
    response: z.object({ biz_no: z.string(), phone: z.string(), authType: z.enum(AUTH_TYPES) }),
  },
} satisfies SchemaTable<typeof identityEndpoints>;
