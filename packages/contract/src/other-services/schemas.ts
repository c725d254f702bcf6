import { z } from 'zod';
import type { SchemaTable } from '../operation.ts';
import type { otherServicesEndpoints } from './endpoints.ts';
import { multiLineString } from '../fields.ts';
import { FieldLimit } from '../validators.ts';
import { OtherServicesMessage } from './rules.ts';

export const storeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  phone: z.string(),
  hours: z.string(),
});
export type Store = z.infer<typeof storeSchema>;

export const otherServicesSchemas = {
  STORE: {
    request: z.object({
      /** 省-市-县 as the picker shows it, e.g. 广东省-广州市-天河区. */
      selectAddress: z
        .string({ error: '请选择所在地区' })
        .trim()
        .min(1, '请选择所在地区')
        .max(60, '所在地区格式错误')
        .regex(/^[^-\s\p{Cc}]+(-[^-\s\p{Cc}]+){0,2}$/u, '所在地区格式错误'),
    }),
    response: z.object({ list: z.array(storeSchema) }),
  },
  COOPERATION: { request: z.object({}), response: z.object({ title: z.string(), content: z.string() }) },
  COMPLAINT: {
    request: z.object({
      content: multiLineString('内容', OtherServicesMessage.COMPLAINT_REQUIRED)
        .trim()
        .min(1, OtherServicesMessage.COMPLAINT_REQUIRED)
        .max(FieldLimit.FREE_TEXT, `内容不能超过${FieldLimit.FREE_TEXT}个字符`),
    }),
    response: z.object({ id: z.number().int() }),
  },
} satisfies SchemaTable<typeof otherServicesEndpoints>;
