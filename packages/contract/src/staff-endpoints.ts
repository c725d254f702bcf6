import { consoleEndpoints } from './console/endpoints.ts';
import { consoleAuditEndpoints } from './console-audit/endpoints.ts';
import { consoleBoardEndpoints } from './console-board/endpoints.ts';
import { consoleCatalogueEndpoints } from './console-catalogue/endpoints.ts';
import { consoleContentEndpoints } from './console-content/endpoints.ts';
import { consoleDealersEndpoints } from './console-dealers/endpoints.ts';
import { consoleInvoicesEndpoints } from './console-invoices/endpoints.ts';
import { consoleNumbersEndpoints } from './console-numbers/endpoints.ts';
import { consoleRealNameEndpoints } from './console-real-name/endpoints.ts';
import { consoleReconciliationEndpoints } from './console-reconciliation/endpoints.ts';
import { consoleSandboxEndpoints } from './console-sandbox/endpoints.ts';
import { consoleServiceEndpoints } from './console-service/endpoints.ts';
import { consoleTextsEndpoints } from './console-texts/endpoints.ts';

/** The operations of the operator console (staff cookie sessions). */
export const staffEndpoints = {
  ...consoleEndpoints,
  ...consoleBoardEndpoints,
  ...consoleCatalogueEndpoints,
  ...consoleContentEndpoints,
  ...consoleDealersEndpoints,
  ...consoleInvoicesEndpoints,
  ...consoleNumbersEndpoints,
  ...consoleRealNameEndpoints,
  ...consoleReconciliationEndpoints,
  ...consoleSandboxEndpoints,
  ...consoleServiceEndpoints,
  ...consoleTextsEndpoints,
  ...consoleAuditEndpoints,
} as const;

export type StaffOperationName = keyof typeof staffEndpoints;
