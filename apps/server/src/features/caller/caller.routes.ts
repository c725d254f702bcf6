import type { AppDeps } from '../../deps.ts';
import type { HandlerTable } from '../../platform/operations.ts';
import type { SharedServices } from '../../platform/shared-services.ts';
import { listCallerPackages, orderCallerPackage } from './caller.service.ts';

export function createCallerHandlers(deps: AppDeps, shared: SharedServices): HandlerTable<'PACKAGE_LIST' | 'PACKAGE_ORDER'> {
  return {
    PACKAGE_LIST: ({ member }) => listCallerPackages(deps, member),
    PACKAGE_ORDER: ({ member, input }) => orderCallerPackage(deps, shared, member, input),
  };
}
