import type { AppDeps } from '../../deps.ts';
import type { HandlerTable } from '../../platform/operations.ts';
import { listCallerPackages, orderCallerPackage } from './caller.service.ts';

export function createCallerHandlers(deps: AppDeps): HandlerTable<'PACKAGE_LIST' | 'PACKAGE_ORDER'> {
  return {
    PACKAGE_LIST: ({ member }) => listCallerPackages(deps, member),
    PACKAGE_ORDER: ({ member, input }) => orderCallerPackage(deps, member, input),
  };
}
