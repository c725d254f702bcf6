import { z } from 'zod';
import { fenField, mobilePhoneField, requiredText, smsCodeField } from '../fields.ts';
import type { packageChangeEndpoints } from './endpoints.ts';
import type { SchemaTable } from '../operation.ts';

const packageIdField = (label: string) =>
  z
    .string({ error: `缺少${label}` })
    .trim()
    .min(1, `缺少${label}`)
    .max(64, `${label}无效`)
    .regex(/^[\w-]+$/, `${label}无效`);

export const packageDetailsSchema = z.object({
  productId: z.string(),
  name: z.string(),
  /** Monthly fee in fen. */
  monthfee: fenField,
  /** Free domestic call minutes. */
  voicein: z.number().int(),
  /** Domestic data in MB. */
  datain: z.number().int(),
  /** Outgoing call rate beyond the package, fen per minute. */
  voiceout: fenField,
  /** Caller display fee, fen per month. */
  vsopin: fenField,
  /** Domestic SMS included. */
  smsout: z.number().int(),
  /** Rules of the package as HTML, sanitised by the server. */
  description: z.string(),
  Calldisplay: z.number().int(),
  serviceKind: z.number().int(),
});
export type PackageDetails = z.infer<typeof packageDetailsSchema>;

export const packageChangeResultSchema = z.object({
  /** 0000 when accepted; otherwise rspDesc says why not. */
  rspCode: z.string(),
  rspDesc: z.string(),
  /** First day (YYYY-MM-DD) the new package applies, when accepted. */
  effectiveDate: z.string().nullable(),
});
export type PackageChangeResult = z.infer<typeof packageChangeResultSchema>;

export const packageChangeSchemas = {
  VERIFICATION_CODE: {
    request: z.object({ service_id: mobilePhoneField, code: smsCodeField }),
    /** Until when the change may be submitted. */
    response: z.object({ validUntil: z.string() }),
  },
  PACKAGE_DETAILS: {
    request: z.object({ productId: packageIdField('套餐编号') }),
    response: packageDetailsSchema,
  },
  PACKAGE_CHANGE: {
    request: z.object({
      /** The current package, as the page saw it. */
      packageId: packageIdField('当前套餐编号'),
      newofferId: packageIdField('目标套餐编号'),
      packageName: requiredText('当前套餐名称', 60),
      newofferName: requiredText('目标套餐名称', 60),
    }),
    response: packageChangeResultSchema,
  },
} satisfies SchemaTable<typeof packageChangeEndpoints>;
