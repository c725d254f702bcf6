// The console-numbers area: the number record (号码档案) for customer service and auditors (see api.ts for the console's other files).
import { queryOptions } from '@tanstack/react-query';
import { consoleKeys } from './api.ts';
import { callStaff } from './call-staff.ts';

export const numbersKeys = {
  record: (phone: string) => [...consoleKeys.all, 'numbers', 'record', phone] as const,
};

/** What the back office holds for one number; the page shows a failure itself (with a retry), so no toast. */
export function numberRecordQuery(phone: string) {
  return queryOptions({
    queryKey: numbersKeys.record(phone),
    queryFn: () => callStaff('CONSOLE_NUMBER_RECORD', { phone }, { isSilent: true }),
    enabled: phone !== '',
    retry: false,
  });
}
