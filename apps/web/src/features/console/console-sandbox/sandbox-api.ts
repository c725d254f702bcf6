// The console-sandbox area: the outboxes and the outside systems' steps of a demo (the SMS outbox
// is an operation of the contract's console area, CONSOLE_SANDBOX_OUTBOX; only this area shows it).
import { queryOptions } from '@tanstack/react-query';
import type { OperationInput } from '@hall/contract/schemas';
import { callStaff } from '../shell/call-staff.ts';
import { consoleKeys } from '../shell/session-api.ts';
import { useConsoleMutation } from '../shell/use-console-mutation.ts';

export const sandboxKeys = {
  outbox: (phone: string) => [...consoleKeys.all, 'outbox', phone] as const,
  mails: (to: string) => [...consoleKeys.all, 'sandbox', 'mails', to] as const,
  wechatOutbox: (phone: string) => [...consoleKeys.all, 'sandbox', 'wechat-outbox', phone] as const,
  steps: [...consoleKeys.all, 'sandbox', 'steps'] as const,
};

export function outboxQuery(phone: string) {
  return queryOptions({
    queryKey: sandboxKeys.outbox(phone),
    queryFn: () => callStaff('CONSOLE_SANDBOX_OUTBOX', { phone: phone || undefined }),
    refetchInterval: 5000,
  });
}

export function sandboxMailsQuery(to: string) {
  return queryOptions({
    queryKey: sandboxKeys.mails(to),
    queryFn: () => callStaff('CONSOLE_SANDBOX_MAILS', { to }),
    refetchInterval: 5000,
  });
}

/** What the sandbox's official account sent (template and subscription messages). */
export function sandboxWechatOutboxQuery(phone: string) {
  return queryOptions({
    queryKey: sandboxKeys.wechatOutbox(phone),
    queryFn: () => callStaff('CONSOLE_SANDBOX_WECHAT_OUTBOX', { phone }),
    refetchInterval: 5000,
  });
}

export const sandboxStepsQuery = queryOptions({
  queryKey: sandboxKeys.steps,
  queryFn: () => callStaff('CONSOLE_SANDBOX_STEPS', {}),
  refetchInterval: 5000,
});

/** The WeChat Pay cashier's answer to a waiting order. */
export function useDecidePayment() {
  return useConsoleMutation({
    mutationFn: (decision: OperationInput<'CONSOLE_SANDBOX_DECIDE_PAYMENT'>) => callStaff('CONSOLE_SANDBOX_DECIDE_PAYMENT', decision, { isSilent: true }),
    success: ({ result }) => (result === 'SUCCESS' ? '已支付，支付结果已通知业务系统' : '已模拟支付失败'),
    refresh: sandboxKeys.steps,
  });
}

/** The back office finishes the SMS do-not-disturb requests it is processing. */
export function useProcessSmsRegister() {
  return useConsoleMutation({
    mutationFn: () => callStaff('CONSOLE_SANDBOX_PROCESS_SMS_REGISTER', {}, { isSilent: true }),
    success: '处理中的请求已全部完成',
    refresh: sandboxKeys.steps,
  });
}

/** The tax platform fails the next invoice it issues. */
export function useFailNextInvoice() {
  return useConsoleMutation({
    mutationFn: (failure: OperationInput<'CONSOLE_SANDBOX_FAIL_NEXT_INVOICE'>) => callStaff('CONSOLE_SANDBOX_FAIL_NEXT_INVOICE', failure, { isSilent: true }),
    success: '下一张发票将开具失败',
    refresh: sandboxKeys.steps,
  });
}

/** The mini program records and uploads a number's promise video. */
export function useRecordPromiseVideo() {
  return useConsoleMutation({
    mutationFn: (phone: string) => callStaff('CONSOLE_SANDBOX_RECORD_PROMISE_VIDEO', { phone }, { isSilent: true }),
    success: '承诺视频已录制',
    refresh: sandboxKeys.steps,
  });
}

/** Moves the sandbox clock forward (the server's time for every instance). */
export function useMoveSandboxClock() {
  return useConsoleMutation({
    mutationFn: (move: OperationInput<'CONSOLE_SANDBOX_MOVE_CLOCK'>) => callStaff('CONSOLE_SANDBOX_MOVE_CLOCK', move, { isSilent: true }),
    success: '沙箱时钟已拨到下月1日 00:05',
    refresh: sandboxKeys.steps,
  });
}

/** A number uses data, makes a call or sends messages now, as the network would report it. */
export function useInjectUsage() {
  return useConsoleMutation({
    mutationFn: (usage: OperationInput<'CONSOLE_SANDBOX_INJECT_USAGE'>) => callStaff('CONSOLE_SANDBOX_INJECT_USAGE', usage, { isSilent: true }),
    success: '用量已上报计费系统',
    refresh: sandboxKeys.steps,
  });
}

/** Sets the usage profile the simulator generates a number's daily usage from. */
export function useSetUsageProfile() {
  return useConsoleMutation({
    mutationFn: (profile: OperationInput<'CONSOLE_SANDBOX_SET_USAGE_PROFILE'>) => callStaff('CONSOLE_SANDBOX_SET_USAGE_PROFILE', profile, { isSilent: true }),
    success: ({ profile }) => (profile === 'none' ? '已停止模拟该号码的用量' : '使用画像已保存'),
    refresh: sandboxKeys.steps,
  });
}
