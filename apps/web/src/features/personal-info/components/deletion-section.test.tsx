import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// 删除会员信息: the section names what deletion removes and each kept item with its period (the
// retention rows the server sends), asks for the SMS code of the active number (none when the member
// holds no number) and a second confirmation, shows a waiting or refused request, and offers a
// retry after a failed load.

const sent: { name: string; payload: unknown }[] = [];
let states: unknown[] = [];
let outcome: 'deleted' | 'waiting' = 'deleted';
let isConfirmed = true;
let member: { isPending: boolean; isError: boolean; data?: { mobilePhoneInfo?: { mobilePhone: string } } };

const row = (key: string, name: string, period: string) => ({ key, name, source: `${name}的来源`, period });
const state = (request: unknown = null) => ({
  kept: [row('bills', '账单、缴费和余额变动记录', '作为会计凭证保存30年'), row('registration', '号码实名登记信息', '号码在网期间及销户后2年')],
  removed: [row('memberProfile', '微信用户信息（昵称、头像、关怀模式）', '您使用营业厅期间')],
  request,
});

vi.mock('../../../shared/api/subscriber-client.ts', () => ({
  call: async (name: string, payload: unknown) => {
    sent.push({ name, payload });
    if (name === 'PERSONAL_INFO_DELETION') {
      const next = states.shift() ?? state();
      if (next === 'down') {
        const { ApiError } = await import('../../../shared/api/api-error.ts');
        throw new ApiError(-1, '网络异常，请稍后重试', undefined, 0);
      }
      return next;
    }
    if (name === 'PERSONAL_INFO_DELETE' || name === 'PERSONAL_INFO_DELETE_UNBOUND') {
      return { outcome, reasons: outcome === 'waiting' ? ['有业务申请正在审核'] : [] };
    }
    return { resendAfterSeconds: 60 };
  },
}));
vi.mock('../../../shared/member/use-member.ts', () => ({ useMember: () => member }));
vi.mock('../../../shared/ui/dialogs.ts', () => ({ showConfirm: async () => isConfirmed, showAlert: async () => undefined }));

const { renderInApp } = await import('../../../shared/testing/render-in-app.tsx');
const { DeletionSection } = await import('./deletion-section.tsx');
const { readToken, writeToken } = await import('../../../shared/lib/storage.ts');

beforeEach(() => {
  sent.length = 0;
  states = [];
  outcome = 'deleted';
  isConfirmed = true;
  member = { isPending: false, isError: false, data: { mobilePhoneInfo: { mobilePhone: '17012340001' } } };
});
afterEach(cleanup);

const section = () => screen.getByRole('region', { name: '删除会员信息' });
const deletes = () => sent.filter((call) => call.name.startsWith('PERSONAL_INFO_DELETE_') || call.name === 'PERSONAL_INFO_DELETE');

async function confirmWithCode() {
  await screen.findByText('账单、缴费和余额变动记录');
  fireEvent.change(screen.getByRole('textbox', { name: '验证码' }), { target: { value: '123456' } });
  fireEvent.click(screen.getByRole('button', { name: '删除会员信息' }));
}

describe('删除会员信息', () => {
  it('names what is removed and each kept item with its period from the retention rows', async () => {
    renderInApp(<DeletionSection />);
    await screen.findByText('账单、缴费和余额变动记录');
    const text = section().textContent ?? '';
    expect(text).toContain('微信用户信息（昵称、头像、关怀模式）');
    expect(text).toContain('保存期限：作为会计凭证保存30年');
    expect(text).toContain('保存期限：号码在网期间及销户后2年');
    expect(text).toContain('解除绑定');
  });

  it('deletes after the code and the second confirmation, forgets the token and offers the way home', async () => {
    writeToken('member-token');
    renderInApp(<DeletionSection />);
    await confirmWithCode();
    expect(await screen.findByText('会员信息已删除')).toBeTruthy();
    expect(deletes()).toEqual([{ name: 'PERSONAL_INFO_DELETE', payload: { code: '123456' } }]);
    expect(readToken()).toBeFalsy();
    expect(screen.getByRole('button', { name: '返回首页' })).toBeTruthy();
  });

  it('sends nothing when the second confirmation is declined', async () => {
    isConfirmed = false;
    renderInApp(<DeletionSection />);
    await confirmWithCode();
    await waitFor(() => expect(screen.getByRole('button', { name: '删除会员信息' })).toBeTruthy());
    expect(deletes()).toEqual([]);
  });

  it('shows a waiting request with its reason, and offers no second request', async () => {
    states = [state({ status: 'waiting', reasons: ['有业务申请正在审核'], refusalReason: '', requestedAt: '2026-12-01T02:00:00.000Z', decidedAt: null })];
    renderInApp(<DeletionSection />);
    expect((await screen.findByRole('status')).textContent).toContain('正在等待客服处理：有业务申请正在审核');
    expect(screen.queryByRole('button', { name: '删除会员信息' })).toBeNull();
  });

  it('shows a refused request with the reason staff gave, and lets the member ask again', async () => {
    states = [
      state({
        status: 'refused',
        reasons: [],
        refusalReason: '请先等待销户审核完成',
        requestedAt: '2026-12-01T02:00:00.000Z',
        decidedAt: '2026-12-02T02:00:00.000Z',
      }),
    ];
    renderInApp(<DeletionSection />);
    expect((await screen.findByRole('status')).textContent).toContain('未通过：请先等待销户审核完成');
    expect(screen.getByRole('button', { name: '删除会员信息' })).toBeTruthy();
  });

  it('lets a member without a number, who has no code to receive, delete after the confirmation alone', async () => {
    member = { isPending: false, isError: false, data: {} };
    writeToken('member-token');
    renderInApp(<DeletionSection />);
    await screen.findByText('账单、缴费和余额变动记录');
    expect(screen.queryByRole('textbox', { name: '验证码' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '删除会员信息' }));
    expect(await screen.findByText('会员信息已删除')).toBeTruthy();
    expect(deletes()).toEqual([{ name: 'PERSONAL_INFO_DELETE_UNBOUND', payload: {} }]);
    expect(readToken()).toBeFalsy();
  });

  it('offers a retry after a failed load', async () => {
    states = ['down'];
    renderInApp(<DeletionSection />);
    fireEvent.click(await screen.findByRole('button', { name: '重新加载' }));
    expect(await screen.findByText('账单、缴费和余额变动记录')).toBeTruthy();
  });
});
