import { queryOptions } from '@tanstack/react-query';
import { call } from '../../shared/api/subscriber-client.ts';

/** What the operator holds about the member, each section with its retention row. */
export const personalInfoQuery = queryOptions({ queryKey: ['personal-info'], queryFn: () => call('PERSONAL_INFO', {}) });
