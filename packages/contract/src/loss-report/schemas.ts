import { z } from 'zod';
import { lineString } from '../fields.ts';
import type { SchemaTable } from '../operation.ts';
import { FieldLimit } from '../validators.ts';
import type { lossReportEndpoints } from './endpoints.ts';
import { LossReportMessage } from './rules.ts';

const servicePasswordField = lineString('服务密码', LossReportMessage.PASSWORD_REQUIRED)
  .min(1, LossReportMessage.PASSWORD_REQUIRED)
  .max(FieldLimit.SERVICE_PASSWORD_FIELD, '服务密码格式错误');

export const lossReportSchemas = {
  LOSS_REPORT_STATUS: {
    request: z.object({}),
    response: z.object({
      /** The bound number, masked: 170****0001. */
      phone: z.string(),
      /** When the number was reported lost; null when it is in use. */
      reportedAt: z.string().nullable(),
    }),
  },
  REPORT_LOSS: {
    request: z.object({ phonePassword: servicePasswordField }),
    response: z.object({
      reportedAt: z.string(),
      /** Sessions of the number on other devices that ended (whoever holds the phone is logged out). */
      endedSessions: z.number().int(),
    }),
  },
  LIFT_LOSS_REPORT: {
    request: z.object({ phonePassword: servicePasswordField }),
    response: z.object({ liftedAt: z.string() }),
  },
} satisfies SchemaTable<typeof lossReportEndpoints>;
