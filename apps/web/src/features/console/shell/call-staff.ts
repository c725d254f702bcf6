import { DefaultMessage, ResponseCode } from '@hall/contract/codes';
import { staffEndpoints, type StaffOperationName } from '@hall/contract/staff-endpoints';
import { createApiClient } from '../../../shared/api/create-api-client.ts';
import { readDownloadedFile } from '../../../shared/api/downloaded-file.ts';
import { messageOrDefault } from '../../../shared/api/error-catalogue.ts';

/**
 * The operator console's client: the staff session is its HttpOnly cookie, so nothing is added;
 * -101 toasts nothing, since the console shows its own login form.
 */
export const callStaff = createApiClient<StaffOperationName>({
  endpoints: staffEndpoints,
  authenticate: () => undefined,
  reactions: { [ResponseCode.NOT_LOGGED_IN]: (envelope) => messageOrDefault(envelope, DefaultMessage.NOT_LOGGED_IN) },
  // The exports answer CSV files.
  readFile: readDownloadedFile,
});
