import type { AppDeps } from '../../deps.ts';
import type { HandlerTable } from '../../platform/operations.ts';
import { changePackage, readPackageDetails, verifyPackageChangeCode } from './package-change.service.ts';

export function createPackageChangeHandlers(deps: AppDeps): HandlerTable<'VERIFICATION_CODE' | 'PACKAGE_DETAILS' | 'PACKAGE_CHANGE'> {
  return {
    VERIFICATION_CODE: ({ member, input }) => verifyPackageChangeCode(deps, member, input),
    PACKAGE_DETAILS: ({ member, input }) => readPackageDetails(deps, member, input.productId),
    PACKAGE_CHANGE: ({ member, input }) => changePackage(deps, member, input),
  };
}
