import type { OperationOutput } from '@hall/contract/schemas';
import type { AppDeps } from '../../deps.ts';
import { readCustomerServiceChat } from '../../platform/customer-service-chat.ts';

/** WX_URL: the online customer-service chat's address and entries as the editors saved them (console 在线客服). */
export async function readOnlineServiceChat(deps: AppDeps): Promise<OperationOutput<'WX_URL'>> {
  const chat = await readCustomerServiceChat(deps.db);
  return { chatUrl: chat.chatUrl, list: chat.entries };
}
