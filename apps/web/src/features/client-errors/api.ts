import { clientErrorsEndpoints } from '@hall/contract/client-errors/endpoints';
import type { OperationInput } from '@hall/contract/schemas';
import { createApiClient } from '../../shared/api/create-api-client.ts';

/** The reports' own client: anonymous (no token, whoever's page it is), silent, no loading overlay. */
const call = createApiClient<keyof typeof clientErrorsEndpoints>({ endpoints: clientErrorsEndpoints, authenticate: () => undefined });

/** Sends one report; a report that does not get through is dropped, never shown. */
export async function sendClientError(report: OperationInput<'CLIENT_ERROR'>): Promise<void> {
  await call('CLIENT_ERROR', report, { isSilent: true, loading: false }).catch(() => undefined);
}
