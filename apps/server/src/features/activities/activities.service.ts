import type { OperationOutput } from '@hall/contract/schemas';
import sanitizeHtml from 'sanitize-html';
import type { AppDeps } from '../../deps.ts';
import { invalid } from '../../platform/api-error.ts';
import { findActiveActivity, listActiveActivities } from './activities.repository.ts';

/** What an activity detail may contain: text formatting, lists, links and pictures; no scripts or handlers. */
const DETAIL_HTML_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img'],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'], img: ['src', 'alt', 'width', 'height'] },
  allowedSchemes: ['http', 'https'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  transformTags: { a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }) },
};

export function sanitizeDetailHtml(html: string): string {
  return sanitizeHtml(html, DETAIL_HTML_OPTIONS);
}

export async function listActivities(deps: AppDeps): Promise<OperationOutput<'GET_ACTIVITY_LIST'>> {
  const rows = await listActiveActivities(deps.db);
  return { list: rows.map((row) => ({ activityId: row.id, cover: row.coverUrl, name: row.name, desc: row.summary })) };
}

/** GET_ACTIVITY_DETAIL: the detail HTML is sanitised on the way out, whoever wrote it. */
export async function readActivity(deps: AppDeps, activityId: number): Promise<OperationOutput<'GET_ACTIVITY_DETAIL'>> {
  const activity = await findActiveActivity(deps.db, activityId);
  if (!activity) {
    throw invalid('活动不存在或已结束');
  }
  return {
    activityId: activity.id,
    name: activity.name,
    author: activity.author,
    date: activity.publishedAt.toISOString(),
    detail: sanitizeDetailHtml(activity.detailHtml),
  };
}
