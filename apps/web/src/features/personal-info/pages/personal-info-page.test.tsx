import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// 个人信息管理: each section lists the member's items or says there are none, and says where they
// came from and how long they are kept; a failed load offers a retry.

let answers: ('down' | 'some' | 'none')[] = [];

const note = (key: string, name: string) => ({ key, name, source: `${name}的来源`, period: `${name}的保存期限` });
const retention = {
  profile: note('memberProfile', '微信用户信息'),
  bindings: note('bindings', '绑定记录'),
  consents: note('consents', '同意记录'),
  identityChecks: [note('checkedIdentity', '业务申请所依据的身份核验'), note('identityChecks', '未用于业务申请的身份核验')],
  materials: [note('transferMaterial', '签名和照片'), note('refundBankDetails', '退费银行卡信息')],
  applications: note('applications', '业务申请'),
  actions: note('memberActions', '操作记录'),
};
const profile = {
  nickname: '张伟',
  isNicknameCorrected: true,
  contactEmail: 'zhang@example.com',
  hasAvatar: true,
  careMode: false,
  memberSince: '2026-01-05T02:00:00.000Z',
};
const some = {
  profile,
  numbers: [{ phone: '170****0001', boundAt: '2026-01-05T02:00:00.000Z', isActive: true }],
  bindingHistory: [{ phone: '170****0001', action: 'bind', method: '短信验证码', at: '2026-01-05T02:00:00.000Z' }],
  consents: [{ purpose: '人脸识别授权', noticeVersion: 'face-check-2026-11', at: '2026-11-05T02:00:00.000Z' }],
  identityChecks: [{ purpose: '销户', status: '已通过', at: '2026-11-05T02:00:00.000Z' }],
  materials: [{ kind: 'signature', label: '电子签名', at: '2026-11-05T02:01:00.000Z' }],
  applications: [{ kind: '销户申请', applicationNo: 'XH001', status: '待审核', at: '2026-11-05T02:02:00.000Z' }],
  actions: [{ id: 1, action: 'profileCorrected', label: '更正个人信息', at: '2026-11-06T02:00:00.000Z' }],
  retention,
};
const none = {
  profile: { ...profile, isNicknameCorrected: false, contactEmail: '' },
  numbers: [],
  bindingHistory: [],
  consents: [],
  identityChecks: [],
  materials: [],
  applications: [],
  actions: [],
  retention,
};

vi.mock('../../../shared/api/subscriber-client.ts', () => ({
  call: async (name: string) => {
    // The sections' own reads are their tests' (copy-section.test.tsx, deletion-section.test.tsx):
    // a member with no number, no copies, no deletion request.
    if (name === 'PERSONAL_DATA') {
      return { mobilePhoneInfo: null };
    }
    if (name === 'PERSONAL_INFO_COPIES') {
      return { copies: [] };
    }
    if (name !== 'PERSONAL_INFO') {
      return name === 'PERSONAL_INFO_DELETION' ? { kept: [], removed: [], request: null } : {};
    }
    const answer = answers.shift() ?? 'some';
    if (answer === 'down') {
      const { ApiError } = await import('../../../shared/api/api-error.ts');
      throw new ApiError(-1, '网络异常，请稍后重试', undefined, 0);
    }
    return answer === 'some' ? some : none;
  },
}));

const { renderInApp } = await import('../../../shared/testing/render-in-app.tsx');
const { PersonalInfoPage } = await import('./personal-info-page.tsx');

beforeEach(() => {
  answers = [];
});
afterEach(cleanup);

describe('/personalInfo', () => {
  it('lists what is held, section by section, each with its source and retention period', async () => {
    answers = ['some'];
    renderInApp(<PersonalInfoPage />);
    const consents = await screen.findByRole('region', { name: '个人信息授权' });
    expect(consents.textContent).toContain('人脸识别授权');
    expect(consents.textContent).toContain('告知书版本 face-check-2026-11');
    // A consent to a check already done cannot be undone, and the page says so.
    expect(consents.textContent).toContain('无法撤回');
    expect(consents.textContent).toContain('可在本页底部删除会员信息');
    expect(consents.textContent).toContain('来源：同意记录的来源');
    expect(consents.textContent).toContain('保存期限：同意记录的保存期限');
    const materials = screen.getByRole('region', { name: '上传的资料' });
    expect(materials.textContent).toContain('电子签名');
    expect(materials.textContent).toContain('仅显示类型和时间');
    // A section with two retention rows names each.
    expect(screen.getByRole('region', { name: '身份核验' }).textContent).toContain('未用于业务申请的身份核验');
    expect(screen.getByRole('region', { name: '绑定的号码' }).textContent).toContain('170****0001（当前使用）');
    const basics = screen.getByRole('region', { name: '基本信息' });
    expect(basics.textContent).toContain('昵称（您更正的）');
    expect(basics.textContent).toContain('zhang@example.com');
    expect(screen.getByRole('link', { name: '更正昵称和联系邮箱' }).getAttribute('href')).toBe('/personalInfoCorrect');
    const actions = screen.getByRole('region', { name: '我的操作记录' });
    expect(actions.textContent).toContain('更正个人信息');
    expect(actions.textContent).toContain('保存期限：操作记录的保存期限');
  });

  it('says so in each section that holds nothing', async () => {
    answers = ['none'];
    renderInApp(<PersonalInfoPage />);
    expect(await screen.findByText('暂未绑定号码')).toBeTruthy();
    expect(screen.getByRole('region', { name: '基本信息' }).textContent).toContain('昵称（来自微信）');
    expect(screen.getByText('未填写')).toBeTruthy();
    for (const empty of ['暂无绑定记录', '暂无授权记录', '暂无身份核验记录', '暂无上传的照片、签名或银行卡信息', '暂无业务申请', '暂无操作记录']) {
      expect(screen.getByText(empty)).toBeTruthy();
    }
  });

  it('offers a retry after a failed load', async () => {
    answers = ['down', 'some'];
    renderInApp(<PersonalInfoPage />);
    fireEvent.click(await screen.findByRole('button', { name: '重新加载' }));
    await waitFor(() => expect(screen.getByRole('region', { name: '业务申请' })).toBeTruthy());
  });
});
