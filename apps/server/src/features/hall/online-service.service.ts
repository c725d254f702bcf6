import { describeOnlineServiceClosed } from '@hall/contract/hall/rules';
import type { OperationOutput } from '@hall/contract/schemas';
import type { AppDeps } from '../../deps.ts';
import { invalid } from '../../platform/api-error.ts';
import { isChatAddressServed, readCustomerServiceChat } from '../../domain/customer-service-chat.ts';

/**
 * WX_URL: the online customer-service chat's address and entries as the editors saved them (console
 * 在线客服); an address this server does not serve (the sandbox chat without the demo set) is refused
 * with the hotline rather than opened as a page that is not there.
 */
export async function readOnlineServiceChat(deps: AppDeps): Promise<OperationOutput<'WX_URL'>> {
  const chat = await readCustomerServiceChat(deps.db);
  if (!isChatAddressServed(chat.chatUrl, deps.providers.sandboxes)) {
    throw invalid(describeOnlineServiceClosed(deps.config.HOTLINE));
  }
  return { chatUrl: chat.chatUrl, list: chat.entries };
}
