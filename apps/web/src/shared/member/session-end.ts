import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../api/subscriber-client.ts';
import { readToken, removeToken } from '../lib/storage.ts';

/**
 * Ends this browser's session on the server, then forgets the token. Best effort: when the server
 * cannot be reached the browser is logged out all the same.
 */
export async function endSessionHere(): Promise<void> {
  if (readToken()) {
    try {
      await call('LOGOUT', {}, { isSilent: true });
    } catch {
      // The token is forgotten below whatever the server answered.
    }
  }
  removeToken();
}

/** The menu's 清除登录信息: the session ends and every cached answer of the member goes. */
export function useLogOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endSessionHere,
    onSettled: () => queryClient.clear(),
  });
}

/** 退出其他设备: every other session of the member ends, this one stays; answers how many ended. */
export function useEndOtherSessions() {
  return useMutation({
    mutationFn: () => call('END_OTHER_SESSIONS', {}),
  });
}
