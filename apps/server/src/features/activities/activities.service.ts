import { ActivityMessage } from '@hall/contract/activities/rules';
import type { OperationOutput } from '@hall/contract/schemas';
import type { AppDeps } from '../../deps.ts';
import { invalid } from '../../platform/api-error.ts';
import { sanitizeActivityHtml } from '../../platform/rich-text.ts';
import { findActiveActivity, listActiveActivities } from './activities.repository.ts';

export async function listActivities(deps: AppDeps): Promise<OperationOutput<'GET_ACTIVITY_LIST'>> {
  const rows = await listActiveActivities(deps.db, deps.now());
  return { list: rows.map((row) => ({ activityId: row.id, cover: row.coverUrl, name: row.name, desc: row.summary })) };
}

/** GET_ACTIVITY_DETAIL: the detail HTML is sanitised on the way out, whoever wrote it. */
export async function readActivity(deps: AppDeps, activityId: number): Promise<OperationOutput<'GET_ACTIVITY_DETAIL'>> {
  const activity = await findActiveActivity(deps.db, activityId, deps.now());
  if (!activity) {
    throw invalid(ActivityMessage.NOT_FOUND);
  }
  return {
    activityId: activity.id,
    name: activity.name,
    author: activity.author,
    date: activity.publishedAt.toISOString(),
    detail: sanitizeActivityHtml(activity.detailHtml),
  };
}
