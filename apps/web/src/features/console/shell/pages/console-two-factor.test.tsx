import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../shared/api/api-error.ts';
import { renderConsolePage, staffStub } from '../console-page-test-kit.tsx';

// The console's two-factor login: the code step after the password of a member with TOTP, and the
// enrolment a member who must have TOTP is held to before the console opens.

vi.mock('../call-staff.ts', async () => ({ callStaff: (await import('../console-page-test-kit.tsx')).stubCallStaff }));

const { ConsoleApp } = await import('./console-app.tsx');

const PROFILE = { username: 'ops', displayName: '运营主管', roles: ['admin'], sandboxSystems: [], hasTotp: true, mustEnrolTotp: false };

function openConsole() {
  renderConsolePage(
    <MemoryRouter initialEntries={['/console']}>
      <ConsoleApp />
    </MemoryRouter>,
  );
}
beforeEach(() => {
  staffStub.calls = [];
});
afterEach(() => cleanup());

describe('the login’s code step', () => {
  it('asks a member with TOTP for the code after the password and opens the console with it', async () => {
    let isSignedIn = false;
    staffStub.answer = (name, payload) => {
      if (name === 'CONSOLE_SESSION') {
        if (!isSignedIn) {
          throw new ApiError(-101, '请先登录管理后台');
        }
        return PROFILE;
      }
      if (name === 'CONSOLE_LOGIN') {
        return { step: 'totp', ticket: 'pending-1', expiresInSeconds: 300 };
      }
      if (name === 'CONSOLE_LOGIN_TOTP') {
        if ((payload as { code: string }).code !== '123456') {
          throw new ApiError(-100, '动态口令错误，或尝试次数过多，请稍后再试');
        }
        isSignedIn = true;
        return PROFILE;
      }
      return { list: [] };
    };
    openConsole();
    fireEvent.change(await screen.findByLabelText('账号'), { target: { value: 'ops' } });
    fireEvent.change(screen.getByLabelText('密码'), { target: { value: 'a password' } });
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    const code = await screen.findByLabelText('动态口令');
    fireEvent.change(code, { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: '验证并登录' }));
    expect(await screen.findByText('动态口令错误，或尝试次数过多，请稍后再试')).toBeTruthy();
    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: '验证并登录' }));
    expect(await screen.findByText('运营主管')).toBeTruthy();
    expect(staffStub.calls.filter((call) => call.name === 'CONSOLE_LOGIN_TOTP').at(-1)?.payload).toEqual({ ticket: 'pending-1', code: '123456' });
  });
});

describe('the enrolment', () => {
  it('shows the QR and key, confirms the first code, shows the recovery codes once, then opens the console', async () => {
    let hasTotp = false;
    staffStub.answer = (name) => {
      switch (name) {
        case 'CONSOLE_SESSION':
          return { ...PROFILE, hasTotp, mustEnrolTotp: !hasTotp };
        case 'CONSOLE_TOTP_ENROL':
          return { secret: 'JBSWY3DPEHPK3PXP', otpauthUri: 'otpauth://totp/x:ops?secret=JBSWY3DPEHPK3PXP', qrDataUrl: 'data:image/png;base64,AA==' };
        case 'CONSOLE_TOTP_CONFIRM':
          hasTotp = true;
          return { recoveryCodes: ['abcde-fghjk', 'mnpqr-stuvw'] };
        default:
          return { list: [] };
      }
    };
    openConsole();
    expect(await screen.findByText('JBSWY3DPEHPK3PXP')).toBeTruthy();
    expect(screen.getByAltText('动态口令二维码')).toBeTruthy();
    expect(screen.queryByText('审核队列')).toBeNull();
    fireEvent.change(screen.getByLabelText('动态口令'), { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: '确认绑定' }));
    expect(await screen.findByText('abcde-fghjk')).toBeTruthy();
    expect(staffStub.calls.find((call) => call.name === 'CONSOLE_TOTP_CONFIRM')?.payload).toEqual({ code: '654321' });
    fireEvent.click(screen.getByRole('button', { name: '我已保存恢复码，进入后台' }));
    expect(await screen.findByText('审核队列')).toBeTruthy();
  });

  it('is offered in the header to a member not held to it, who may cancel or enrol and return to the console', async () => {
    let hasTotp = false;
    staffStub.answer = (name) => {
      switch (name) {
        case 'CONSOLE_SESSION':
          return { ...PROFILE, roles: ['service'], hasTotp, mustEnrolTotp: false };
        case 'CONSOLE_TOTP_ENROL':
          return { secret: 'JBSWY3DPEHPK3PXP', otpauthUri: 'otpauth://totp/x:ops?secret=JBSWY3DPEHPK3PXP', qrDataUrl: 'data:image/png;base64,AA==' };
        case 'CONSOLE_TOTP_CONFIRM':
          hasTotp = true;
          return { recoveryCodes: ['abcde-fghjk'] };
        default:
          return { list: [] };
      }
    };
    openConsole();
    fireEvent.click(await screen.findByRole('button', { name: '绑定动态口令' }));
    expect(await screen.findByText('JBSWY3DPEHPK3PXP')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    expect(screen.queryByText('JBSWY3DPEHPK3PXP')).toBeNull();
    expect(screen.getByText('运营主管')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '绑定动态口令' }));
    fireEvent.change(await screen.findByLabelText('动态口令'), { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: '确认绑定' }));
    fireEvent.click(await screen.findByRole('button', { name: '我已保存恢复码，进入后台' }));
    await waitFor(() => expect(screen.queryByText('abcde-fghjk')).toBeNull());
    expect(screen.queryByRole('button', { name: '绑定动态口令' })).toBeNull();
    expect(screen.getByRole('button', { name: '退出登录' })).toBeTruthy();
  });

  it('offers a retry when the key could not be made', async () => {
    let attempts = 0;
    staffStub.answer = (name) => {
      if (name === 'CONSOLE_SESSION') {
        return { ...PROFILE, hasTotp: false, mustEnrolTotp: true };
      }
      if (name === 'CONSOLE_TOTP_ENROL') {
        attempts += 1;
        if (attempts === 1) {
          throw new ApiError(0, '网络异常，请稍后重试');
        }
        return { secret: 'KRSXG5CTMVRXEZLU', otpauthUri: 'otpauth://totp/x', qrDataUrl: 'data:image/png;base64,AA==' };
      }
      return { list: [] };
    };
    openConsole();
    fireEvent.click(await screen.findByRole('button', { name: '重试' }));
    await waitFor(() => expect(screen.getByText('KRSXG5CTMVRXEZLU')).toBeTruthy());
  });
});
