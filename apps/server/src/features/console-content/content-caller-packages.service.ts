import { CALL_TYPE_NAME, ContentMessage, describeCallTypeTaken } from '@hall/contract/console-content/rules';
import type { ConsoleCallerPackage } from '@hall/contract/console-content/schemas';
import type { OperationRequest } from '@hall/contract/schemas';
import type { AppDeps } from '../../deps.ts';
import { invalid } from '../../platform/api-error.ts';
import { saveAudited } from './content-audit.ts';
import { createCode } from './content-catalogue.service.ts';

// The caller services the hall's caller pages offer (来电提醒, 来电显示, 呼叫转移), one per call
// type: each page finds its service by the type, so a second one of a type is refused.

export async function listCallerPackages(deps: AppDeps): Promise<{ list: ConsoleCallerPackage[] }> {
  return { list: await deps.boss.listCallerPackages() };
}

/** Creates or changes a caller service; subscriptions keep its id, so they follow the edit. */
export async function saveCallerPackage(deps: AppDeps, staffId: number, input: OperationRequest<'CONSOLE_SAVE_CALLER_PACKAGE'>): Promise<ConsoleCallerPackage> {
  const { id, ...fields } = input;
  return saveAudited(deps, {
    staffId,
    subjectType: 'caller_package',
    id,
    write: async (tx) => {
      const written =
        id === undefined ? await deps.boss.addCallerPackage(tx, createCode('CALLER'), fields) : await deps.boss.updateCallerPackage(tx, id, fields);
      if (written.outcome === 'call_type_taken') {
        throw invalid(describeCallTypeTaken(CALL_TYPE_NAME[fields.callType]));
      }
      if (written.outcome === 'id_taken') {
        throw invalid(ContentMessage.CALLER_PACKAGE_ID_TAKEN);
      }
      return written.outcome === 'saved' ? written.row : null;
    },
    notFoundMessage: ContentMessage.CALLER_PACKAGE_NOT_FOUND,
    describe: (row) => ({ callType: row.callType, title: row.title, monthlyFeeFen: row.monthlyFeeFen, sortOrder: row.sortOrder }),
  });
}
