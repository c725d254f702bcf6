import type { SchemaTable } from '../operation.ts';
import { agentCommissionSchemas } from './agent-commission-schemas.ts';
import { agentLoginSchemas } from './agent-login-schemas.ts';
import { agentRecordsSchemas } from './agent-records-schemas.ts';
import { agentStockSchemas } from './agent-stock-schemas.ts';
import type { agentEndpoints } from './endpoints.ts';
import { fundPoolStatementSchemas } from './fund-pool-statement-schemas.ts';
import { idCardReadingSchemas } from './id-card-reading-schemas.ts';
import { openingPaymentSchemas } from './opening-payment-schemas.ts';
import { openingSchemas } from './opening-schemas.ts';

// The agent area's schemas, one file per server module as endpoints.ts splits its table.

export const agentSchemas = {
  ...agentLoginSchemas,
  ...openingSchemas,
  ...openingPaymentSchemas,
  ...agentRecordsSchemas,
  ...idCardReadingSchemas,
  ...agentStockSchemas,
  ...fundPoolStatementSchemas,
  ...agentCommissionSchemas,
} satisfies SchemaTable<typeof agentEndpoints>;
