import type { OperationOutput } from '@hall/contract/schemas';
import type { AppDeps } from '../../deps.ts';
import type { AuthenticatedMember } from '../../platform/member-sessions.ts';
import { findContentPage, insertComplaint, listStoresInArea } from './other-services.repository.ts';

const COOPERATION_KEY = 'cooperate';

/** STORE: stores of the 省-市-县 the picker chose (a shorter selection widens the search). */
export async function listStores(deps: AppDeps, selectAddress: string): Promise<OperationOutput<'STORE'>> {
  const [province = '', city, county] = selectAddress.split('-');
  return { list: await listStoresInArea(deps.db, { province, city, county }) };
}

export async function readCooperation(deps: AppDeps): Promise<OperationOutput<'COOPERATION'>> {
  const page = await findContentPage(deps.db, COOPERATION_KEY);
  return { title: page?.title ?? '商务合作', content: page?.body ?? '' };
}

/** COMPLAINT: kept with the member and the number bound at the time. */
export async function submitComplaint(deps: AppDeps, member: AuthenticatedMember, content: string): Promise<OperationOutput<'COMPLAINT'>> {
  const id = await insertComplaint(deps.db, { memberId: member.id, phone: member.boundPhone, content, createdAt: deps.now() });
  return { id };
}
