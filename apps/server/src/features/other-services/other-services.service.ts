import type { OperationOutput } from '@hall/contract/schemas';
import type { AppDeps } from '../../deps.ts';
import { ContentPageKey, readContentPage } from '../../domain/content-pages.ts';
import type { AuthenticatedMember } from '../../platform/member-sessions.ts';
import { insertComplaint, listStoresInArea } from './other-services.repository.ts';

/** STORE: stores of the 省-市-县 the picker chose (a shorter selection widens the search). */
export async function listStores(deps: AppDeps, selectAddress: string): Promise<OperationOutput<'STORE'>> {
  const [province = '', city, county] = selectAddress.split('-');
  return { list: await listStoresInArea(deps.db, { province, city, county }) };
}

/** COOPERATION: the text the editors keep in the console; empty until one is written. */
export async function readCooperation(deps: AppDeps): Promise<OperationOutput<'COOPERATION'>> {
  const page = await readContentPage(deps.db, ContentPageKey.COOPERATION);
  return { title: page?.title ?? '商务合作', content: page?.body ?? '' };
}

/** COMPLAINT: kept with the member and the number bound at the time. */
export async function submitComplaint(deps: AppDeps, member: AuthenticatedMember, content: string): Promise<OperationOutput<'COMPLAINT'>> {
  const id = await insertComplaint(deps.db, { memberId: member.id, phone: member.boundPhone, content, createdAt: deps.now() });
  return { id };
}
