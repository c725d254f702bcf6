import type { ServicePasswordCheck } from '../boss/boss.ts';

// What a person is told when a service password is refused; every form that asks for the
// password (password change, SIM replacement, and later cancellation and transfer) says the same.

export const PASSWORD_LOCKED_MESSAGE = '服务密码已锁定，请重新获取验证码解锁，或通过“忘记原密码”人脸识别重置';
export const PASSWORD_NEWLY_LOCKED_MESSAGE = '密码错误次数过多，服务密码已锁定，请重新获取验证码解锁，或通过“忘记原密码”人脸识别重置';

export function describeRefusedPassword(check: Exclude<ServicePasswordCheck, { outcome: 'accepted' }>, label: string): string {
  if (check.outcome === 'wrong') {
    return `${label}错误，还可尝试${check.triesLeft}次`;
  }
  return check.isNewlyLocked ? PASSWORD_NEWLY_LOCKED_MESSAGE : PASSWORD_LOCKED_MESSAGE;
}
