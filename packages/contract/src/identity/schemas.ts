import { z } from 'zod';
import { bizNoField, idLast6Field, personNameField, returnUrlField, consentField } from '../fields.ts';
import type { identityEndpoints } from './endpoints.ts';
import { AUTH_TYPES, AuthType } from './rules.ts';
import type { SchemaTable } from '../operation.ts';

export const identityStartResponseSchema = z.object({ biz_no: z.string(), url: z.string() });
export type IdentityStartResponse = z.infer<typeof identityStartResponseSchema>;

export const identitySchemas = {
  QUERY_PHONE: {
    request: z.object({
      idCardNumber: idLast6Field,
      name: personNameField,
      returnUrl: returnUrlField,
      consent: consentField,
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
