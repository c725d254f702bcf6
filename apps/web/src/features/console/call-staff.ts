import type { OperationInput, OperationOutput } from '@hall/contract/schemas';
import { staffEndpoints, type StaffOperationName } from '@hall/contract/staff-endpoints';
import { callEndpoint, type CallOptions } from '../../shared/api/call.ts';

/** Calls an operation of the operator console (the staff session cookie). */
export function callStaff<Name extends StaffOperationName>(name: Name, payload: OperationInput<Name>, options?: CallOptions): Promise<OperationOutput<Name>> {
  return callEndpoint(name, staffEndpoints[name], payload, options);
}
