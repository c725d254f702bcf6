import type { ConsoleActivity, ConsoleBanner, ConsoleStore } from '@hall/contract/console-content/schemas';
import { ContentMessage, type BannerPlacement } from '@hall/contract/console-content/rules';
import type { OperationRequest } from '@hall/contract/schemas';
import type { AppDeps } from '../../deps.ts';
import { invalid } from '../../platform/api-error.ts';
import { sanitizeActivityHtml } from '../../platform/rich-text.ts';
import { deleteActivity, insertActivity, listAllActivities, updateActivity } from './content-activities.repository.ts';
import { deleteAudited, saveAudited } from './content-audit.ts';
import { deleteBanner, insertBanner, listBannersFor, updateBanner } from './content-banners.repository.ts';
import { deleteStore, insertStore, listStoresMatching, updateStore } from './content-stores.repository.ts';

// Banners, activities and stores as the editors keep them (role editor).

type ActivityRow = Awaited<ReturnType<typeof listAllActivities>>[number];

function presentActivity(row: ActivityRow): ConsoleActivity {
  return { ...row, publishedAt: row.publishedAt.toISOString(), endsAt: row.endsAt?.toISOString() ?? null };
}

export async function listBanners(deps: AppDeps, placement: BannerPlacement | undefined): Promise<{ list: ConsoleBanner[] }> {
  return { list: await listBannersFor(deps.db, placement) };
}

export async function saveBanner(deps: AppDeps, staffId: number, input: OperationRequest<'CONSOLE_SAVE_BANNER'>): Promise<ConsoleBanner> {
  const { id, ...fields } = input;
  return saveAudited(deps, {
    staffId,
    subjectType: 'banner',
    id,
    write: (tx) => (id === undefined ? insertBanner(tx, fields) : updateBanner(tx, id, fields)),
    notFoundMessage: ContentMessage.BANNER_NOT_FOUND,
    describe: (row) => ({ placement: row.placement, title: row.title, isActive: row.isActive }),
  });
}

export function removeBanner(deps: AppDeps, staffId: number, id: number) {
  return deleteAudited(deps, { staffId, subjectType: 'banner', id, remove: (tx) => deleteBanner(tx, id), notFoundMessage: ContentMessage.BANNER_NOT_FOUND });
}

export async function listActivities(deps: AppDeps): Promise<{ list: ConsoleActivity[] }> {
  return { list: (await listAllActivities(deps.db)).map(presentActivity) };
}

/** The detail HTML is sanitised before it is stored (and again whenever a subscriber reads it). */
export async function saveActivity(deps: AppDeps, staffId: number, input: OperationRequest<'CONSOLE_SAVE_ACTIVITY'>): Promise<ConsoleActivity> {
  const { id, publishedAt, endsAt, detailHtml, ...rest } = input;
  const cleanHtml = sanitizeActivityHtml(detailHtml).trim();
  if (cleanHtml.replace(/<[^>]*>/g, '').trim() === '' && !cleanHtml.includes('<img')) {
    throw invalid(ContentMessage.ACTIVITY_DETAIL_EMPTY);
  }
  const fields = { ...rest, detailHtml: cleanHtml, publishedAt: new Date(publishedAt), endsAt: endsAt === null ? null : new Date(endsAt) };
  const row = await saveAudited(deps, {
    staffId,
    subjectType: 'activity',
    id,
    write: (tx) => (id === undefined ? insertActivity(tx, fields) : updateActivity(tx, id, fields)),
    notFoundMessage: ContentMessage.ACTIVITY_NOT_FOUND,
    describe: (saved) => ({ name: saved.name, isActive: saved.isActive }),
  });
  return presentActivity(row);
}

export function removeActivity(deps: AppDeps, staffId: number, id: number) {
  return deleteAudited(deps, {
    staffId,
    subjectType: 'activity',
    id,
    remove: (tx) => deleteActivity(tx, id),
    notFoundMessage: ContentMessage.ACTIVITY_NOT_FOUND,
  });
}

export async function listStores(deps: AppDeps, keyword: string): Promise<{ list: ConsoleStore[] }> {
  return { list: await listStoresMatching(deps.db, keyword) };
}

export async function saveStore(deps: AppDeps, staffId: number, input: OperationRequest<'CONSOLE_SAVE_STORE'>): Promise<ConsoleStore> {
  const { id, ...fields } = input;
  return saveAudited(deps, {
    staffId,
    subjectType: 'store',
    id,
    write: (tx) => (id === undefined ? insertStore(tx, fields) : updateStore(tx, id, fields)),
    notFoundMessage: ContentMessage.STORE_NOT_FOUND,
    describe: (row) => ({ name: row.name, county: row.county }),
  });
}

export function removeStore(deps: AppDeps, staffId: number, id: number) {
  return deleteAudited(deps, { staffId, subjectType: 'store', id, remove: (tx) => deleteStore(tx, id), notFoundMessage: ContentMessage.STORE_NOT_FOUND });
}
