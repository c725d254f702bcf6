import { z } from 'zod';
import type { consoleServiceEndpoints } from './endpoints.ts';
import { SERVICE_ANSWER_MAX_LENGTH, SERVICE_QUEUE_FILTERS, SERVICE_QUEUE_PAGE_SIZE, SERVICE_SOURCES } from './rules.ts';
import { multiLineField, rowIdField } from '../console-fields.ts';
import type { SchemaTable } from '../operation.ts';

export const serviceItemSchema = z.object({
  source: z.enum(SERVICE_SOURCES),
  id: z.number().int(),
  /** The feedback's type (账号, 功能…); null for a complaint. */
  appealType: z.string().nullable(),
  /** 138****5678; null when the member had no bound number (no SMS can be sent). */
  maskedPhone: z.string().nullable(),
  nickname: z.string(),
  content: z.string(),
  submittedAt: z.string(),
  answer: z.string().nullable(),
  answeredBy: z.string().nullable(),
  answeredAt: z.string().nullable(),
});
export type ServiceItem = z.infer<typeof serviceItemSchema>;

export const consoleServiceSchemas = {
  CONSOLE_SERVICE_ITEMS: {
    request: z.object({
      filter: z.enum(SERVICE_QUEUE_FILTERS, { error: '筛选条件无效' }).default('all'),
      page: z.number({ error: '页码格式错误' }).int('页码格式错误').min(1, '页码格式错误').max(100_000, '页码格式错误').default(1),
    }),
    response: z.object({ list: z.array(serviceItemSchema), total: z.number().int(), pageSize: z.literal(SERVICE_QUEUE_PAGE_SIZE) }),
  },
  CONSOLE_SERVICE_ANSWER: {
    request: z.object({
      source: z.enum(SERVICE_SOURCES, { error: '工单类型无效' }),
      id: rowIdField('工单编号'),
      answer: multiLineField('回复内容', SERVICE_ANSWER_MAX_LENGTH),
    }),
    response: serviceItemSchema,
  },
} satisfies SchemaTable<typeof consoleServiceEndpoints>;
