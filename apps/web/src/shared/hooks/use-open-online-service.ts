import { useMutation } from '@tanstack/react-query';
import { call, type CallOptions } from '../api/subscriber-client.ts';

/** The online customer-service chat's address with the member's chat identity (wx_url), read afresh on each tap. */
async function readOnlineServiceUrl(options: CallOptions): Promise<string> {
  const { chatUrl, list } = await call('WX_URL', {}, options);
  const identity = list[0];
  const query = identity ? `?${new URLSearchParams({ nickName: identity.nickName, nickType: identity.nickType, nickId: identity.nickId }).toString()}` : '';
  return `${chatUrl}${query}`;
}

/** Opens the online customer-service chat (the menu's entry, the SMS do-not-disturb pages' appeal). */
export function useOpenOnlineService(options: CallOptions = {}) {
  return useMutation({
    mutationFn: () => readOnlineServiceUrl(options),
    onSuccess: (url) => window.location.assign(url),
  });
}
