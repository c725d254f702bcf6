import { useMutation } from '@tanstack/react-query';
import { call } from '../../shared/api/subscriber-client.ts';

/** The online customer-service chat's address with the member's chat identity (wx_url), read afresh on each tap. */
async function readOnlineServiceUrl(): Promise<string> {
  const { chatUrl, list } = await call('WX_URL', {});
  const identity = list[0];
  const query = identity ? `?${new URLSearchParams({ nickName: identity.nickName, nickType: identity.nickType, nickId: identity.nickId }).toString()}` : '';
  return `${chatUrl}${query}`;
}

export function useOnlineServiceUrl() {
  return useMutation({ mutationFn: readOnlineServiceUrl });
}
