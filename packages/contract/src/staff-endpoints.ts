import { consoleArea } from './console/area.ts';
import { consoleAuditArea } from './console-audit/area.ts';
import { consoleBoardArea } from './console-board/area.ts';
import { consoleCatalogueArea } from './console-catalogue/area.ts';
import { consoleCommissionArea } from './console-commission/area.ts';
import { consoleMemberDeletionArea } from './console-member-deletion/area.ts';
import { consoleCustomersArea } from './console-customers/area.ts';
import { consoleContentArea } from './console-content/area.ts';
import { consoleDealersArea } from './console-dealers/area.ts';
import { consoleFinanceArea } from './console-finance/area.ts';
import { consoleInvoicesArea } from './console-invoices/area.ts';
import { consoleNumbersArea } from './console-numbers/area.ts';
import { consoleRealNameArea } from './console-real-name/area.ts';
import { consoleReconciliationArea } from './console-reconciliation/area.ts';
import { consoleSandboxArea } from './console-sandbox/area.ts';
import { consoleServiceArea } from './console-service/area.ts';
import { consoleStaffArea } from './console-staff/area.ts';
import { consoleTextsArea } from './console-texts/area.ts';
import { consoleTrendsArea } from './console-trends/area.ts';
import { giftSettingsArea } from './gift/settings-area.ts';
import { callProtectionMarksArea } from './call-protection/marks-area.ts';
import type { ContractArea, JoinedEndpoints } from './contract-area.ts';

/** The operator console's areas, in the order of the API document. */
export const staffAreas = [
  consoleArea,
  consoleTrendsArea,
  consoleBoardArea,
  consoleCatalogueArea,
  consoleContentArea,
  consoleDealersArea,
  consoleCommissionArea,
  consoleMemberDeletionArea,
  consoleCustomersArea,
  consoleFinanceArea,
  consoleInvoicesArea,
  consoleNumbersArea,
  consoleRealNameArea,
  consoleReconciliationArea,
  consoleSandboxArea,
  consoleServiceArea,
  consoleStaffArea,
  consoleTextsArea,
  giftSettingsArea,
  callProtectionMarksArea,
  consoleAuditArea,
] as const satisfies readonly ContractArea<'console'>[];

/** The operations of the operator console (staff cookie sessions). */
// Joined in place rather than by joinEndpoints: a function the hall's and the console's tables
// shared would be a chunk of its own, one more request before a page's first call.
export const staffEndpoints = Object.assign({}, ...staffAreas.map((area) => area.endpoints)) as JoinedEndpoints<(typeof staffAreas)[number]>;

export type StaffOperationName = keyof typeof staffEndpoints;
