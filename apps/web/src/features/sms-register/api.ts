import { ResponseCode } from '@hall/contract/codes';
import { SmsRegisterMessage, type FeedbackType, type SmsRegisterFlagValue } from '@hall/contract/sms-register/rules';
import type { SmsRegisterState } from '@hall/contract/sms-register/schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { call } from '../../shared/api/subscriber-client.ts';
import { isApiError } from '../../shared/api/api-error.ts';
import { LocalKey, readLocal, removeLocal, writeLocal } from '../../shared/lib/storage.ts';
import { showToast } from '../../shared/ui/toast.ts';

/** The number the register pages work on, stored by 去登记 and cleared by SelectFunction's back. */
export function readServicePhone(): string {
  return readLocal(LocalKey.SMS_REGISTER_PHONE) ?? '';
}

export function writeServicePhone(phone: string): void {
  writeLocal(LocalKey.SMS_REGISTER_PHONE, phone);
}

export function clearServicePhone(): void {
  removeLocal(LocalKey.SMS_REGISTER_PHONE);
}

export const smsRegisterKeys = {
  order: (phone: string) => ['sms-register', 'order', phone] as const,
  state: (phone: string) => ['sms-register', 'state', phone] as const,
  interceptions: (phone: string) => ['sms-register', 'interceptions', phone] as const,
};

/**
 * SMS_INTERCEPTIONS: the messages the registration intercepted in the last 30 days (count and
 * list). /SelectFunction's line asks silently (a count that did not load is not worth a toast);
 * the 拦截记录 page reacts as the other sub-pages do (useSmsInterceptions).
 */
export function smsInterceptionsQuery(phone: string, options: { isSilent?: boolean } = {}) {
  return queryOptions({
    queryKey: smsRegisterKeys.interceptions(phone),
    queryFn: () =>
      call('SMS_INTERCEPTIONS', { serviceid: phone }, { loading: false, ...(options.isSilent ? { isSilent: true } : { silentCodes: [ResponseCode.INVALID] }) }),
    retry: false,
    enabled: phone !== '',
  });
}

/** The spec's 接口参数缺失！ and away to `leaveTo`, once a page's read says the number is missing. */
function useLeaveWithParameterMissing(isLeaving: boolean, leaveTo: string) {
  const navigate = useNavigate();
  useEffect(() => {
    if (isLeaving) {
      showToast(SmsRegisterMessage.PARAMETER_MISSING);
      navigate(leaveTo, { replace: true });
    }
  }, [isLeaving, leaveTo, navigate]);
}

/** The 拦截记录 page's list: -100 (number missing, not one's own) toasts 接口参数缺失！ and leaves, as the register pages do. */
export function useSmsInterceptions(phone: string, leaveTo: string) {
  const query = useQuery(smsInterceptionsQuery(phone));
  const error = query.error;
  const isLeaving = (isApiError(error) && error.status === 200 && error.code === ResponseCode.INVALID) || phone === '';
  useLeaveWithParameterMissing(isLeaving, leaveTo);
  return { ...query, isLeaving };
}

export function smsOrderQuery(phone: string) {
  return queryOptions({
    queryKey: smsRegisterKeys.order(phone),
    queryFn: () => call('GET_SMSBYPHONE', { serviceid: phone }, { loading: false }),
    retry: false,
  });
}

/**
 * QUERY_SMSREGISTER for a page. On -100 (number missing, service not ordered, not one's own number)
 * the spec's 接口参数缺失！ is shown and the page leaves for `leaveTo` (`isLeaving`: the page shows
 * no error state of its own while it goes). Every other failure gets the catalogue's reaction (its
 * toast; -102 goes to binding) and the page's error state with 重新加载.
 */
export function useSmsRegisterState(phone: string, leaveTo: string) {
  const query = useQuery({
    queryKey: smsRegisterKeys.state(phone),
    queryFn: (): Promise<SmsRegisterState> => call('QUERY_SMSREGISTER', { serviceid: phone }, { loading: false, silentCodes: [ResponseCode.INVALID] }),
    retry: false,
  });
  const error = query.error;
  const isLeaving = isApiError(error) && error.status === 200 && error.code === ResponseCode.INVALID;
  useLeaveWithParameterMissing(isLeaving, leaveTo);
  return { ...query, isLeaving };
}

/** Orders or unsubscribes the service (regflag); the order status is read again after either. */
export function useSetSmsSubscription(phone: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (regflag: SmsRegisterFlagValue) => call('SMSREGISTER', { serviceid: phone, regflag }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: smsRegisterKeys.order(phone), exact: true });
    },
  });
}

/** Industries (codes) and numbers to register or to cancel in one submission. */
export interface RegisterChanges {
  addType: string[];
  delType: string[];
  addNum: string[];
  delNum: string[];
}

/** Submits register changes (CHANGESMS); the register state is read again, so the form starts from what is now registered and pending. */
export function useChangeSmsRegister(phone: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: RegisterChanges) =>
      call('CHANGESMS', {
        serviceid: phone,
        addType: changes.addType.join(','),
        delType: changes.delType.join(','),
        addNum: changes.addNum.join(','),
        delNum: changes.delNum.join(','),
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: smsRegisterKeys.state(phone), exact: true });
    },
  });
}

interface Feedback {
  phone: string;
  appealType: FeedbackType;
  appealNote: string;
}

/** Sends 客户服务 feedback; nothing cached changes. */
export function useSendFeedback() {
  return useMutation({
    mutationFn: ({ phone, appealType, appealNote }: Feedback) =>
      call('INSERTUSERAPPEAL', { service_id: phone, appeal_type: appealType, appeal_note: appealNote }),
  });
}
