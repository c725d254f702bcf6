import { applicationsEndpoints } from '@hall/contract/applications/endpoints';
import { invoicesEndpoints } from '@hall/contract/invoices/endpoints';
import { packageChangeEndpoints } from '@hall/contract/package-change/endpoints';
import { smsRegisterEndpoints } from '@hall/contract/sms-register/endpoints';

// The hall's whole endpoint table, a chunk of its own: the first route carries only its own
// areas' endpoints (subscriber-client.ts), and this part loads with the other pages' loaders.
export { subscriberEndpoints } from '@hall/contract/subscriber-endpoints';
/** The hall's binary operations (a copy's ZIP) are none of the first route's, so their reader comes here. */
export { readDownloadedFile } from './downloaded-file.ts';

/**
 * Spec 2's handling flows (cancellation and transfers, invoices, package change, SMS
 * do-not-disturb) answer -102 with the same confirm as -101 (去登录); spec 1's hall toasts and
 * goes to the personal information page at once (the catalogue's reaction).
 */
export const CONFIRMS_NOT_BOUND = new Set<string>(
  Object.keys({ ...applicationsEndpoints, ...invoicesEndpoints, ...packageChangeEndpoints, ...smsRegisterEndpoints }),
);
