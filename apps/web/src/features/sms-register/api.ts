import { ResponseCode } from '@hall/contract/codes';
import type { SmsRegisterState } from '@hall/contract/sms-register/schemas';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { call } from '../../shared/api/subscriber-client.ts';
import { isApiError } from '../../shared/api/api-error.ts';
import { LocalKey, readLocal, removeLocal, writeLocal } from '../../shared/lib/storage.ts';
import { showToast } from '../../shared/ui/toast.ts';

/** The number the register pages work on, stored by 去登记 and cleared by SelectFunction's back. */
export function readServicePhone(): string {
  return readLocal(LocalKey.PHONE) ?? '';
}

export function writeServicePhone(phone: string): void {
  writeLocal(LocalKey.PHONE, phone);
}

export function clearServicePhone(): void {
  removeLocal(LocalKey.PHONE);
}

export function smsOrderQuery(phone: string) {
  return queryOptions({
    queryKey: ['sms-register', 'order', phone],
    queryFn: () => call('GET_SMSBYPHONE', { serviceid: phone }, { loading: false }),
    retry: false,
  });
}

const registerKey = (phone: string) => ['sms-register', 'state', phone] as const;

/**
 * QUERY_SMSREGISTER for a page. On -100 (number missing, service not ordered) the message is
 * shown and the page leaves for `leaveTo`.
 */
export function useSmsRegisterState(phone: string, leaveTo: string) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: registerKey(phone),
    queryFn: (): Promise<SmsRegisterState> => call('QUERY_SMSREGISTER', { serviceid: phone }, { loading: false, isSilent: true }),
    retry: false,
  });
  const error = query.error;
  useEffect(() => {
    if (!error) {
      return;
    }
    showToast(error.message);
    if (isApiError(error) && error.code === ResponseCode.INVALID) {
      navigate(leaveTo, { replace: true });
    }
  }, [error, leaveTo, navigate]);
  return { ...query, reload: () => queryClient.invalidateQueries({ queryKey: registerKey(phone) }) };
}

/** Opens the online customer-service chat with the member's chat identity (wx_url). */
export async function openOnlineService(): Promise<void> {
  try {
    const { chatUrl, list } = await call('WX_URL', {}, { loading: true });
    const identity = list[0];
    const query = identity ? `?${new URLSearchParams({ nickName: identity.nickName, nickType: identity.nickType, nickId: identity.nickId }).toString()}` : '';
    window.location.assign(`${chatUrl}${query}`);
  } catch {
    // The catalogue has shown the reason.
  }
}
