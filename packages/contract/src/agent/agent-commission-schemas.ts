import { z } from 'zod';
import { commissionMonthField, commissionPageField, commissionStatementSchema } from '../commission/schemas.ts';
import type { SchemaTable } from '../operation.ts';
import type { agentCommissionEndpoints } from './endpoints.ts';

export const agentCommissionSchemas = {
  AGENT_COMMISSION_STATEMENT: {
    /** month: YYYYMM in China time; omitted, the current month. */
    request: z.object({ month: commissionMonthField.optional(), page: commissionPageField }),
    response: commissionStatementSchema.extend({ dealerName: z.string() }),
  },
} satisfies SchemaTable<typeof agentCommissionEndpoints>;
