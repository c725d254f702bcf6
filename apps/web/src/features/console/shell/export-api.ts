import { ExportMessage } from '@hall/contract/export-range';
import type { OperationInput } from '@hall/contract/schemas';
import type { StaffOperationName } from '@hall/contract/staff-endpoints';
import { isDownloadedFile } from '../../../shared/api/downloaded-file.ts';
import { callStaff } from './call-staff.ts';
import { saveFile } from '../../../shared/lib/save-file.ts';
import { useConsoleMutation } from './use-console-mutation.ts';

/**
 * A console CSV export (a binary operation): the server streams the file, the client answers it
 * as a DownloadedFile, and it is saved under the server's name; a refusal shows its message.
 */
export function useConsoleExport<Name extends StaffOperationName>(name: Name, success: string) {
  return useConsoleMutation({
    mutationFn: async (input: OperationInput<Name>) => {
      const file = await callStaff(name, input, { isSilent: true });
      if (!isDownloadedFile(file)) {
        throw new Error(ExportMessage.FAILED);
      }
      return file;
    },
    success,
    onChanged: ({ result }) => saveFile(result),
    failure: ExportMessage.FAILED,
  });
}
