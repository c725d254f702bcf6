import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../shared/testing/render-in-app.tsx';

// /transAcctSauditCabcel says where the transfer order number and code went: to the official
// account's messages when the template message was delivered, else by SMS to the masked number.

vi.mock('../../../shared/api/subscriber-client.ts', () => ({
  call: async () => ({
    application: {
      applicationNo: 'A1',
      kind: 'transferOut',
      status: 'pending',
      reason: null,
      phone: '170****0001',
      submittedAt: '2026-11-26T06:00:00.000Z',
      reviewedAt: null,
    },
  }),
}));

const { TransAcctSAuditPage } = await import('./trans-acct-s-audit-page.tsx');

function renderAfterSubmit(state: object) {
  return renderInApp(<TransAcctSAuditPage />, [{ pathname: '/transAcctSauditCabcel', state }]);
}

afterEach(cleanup);

describe('/transAcctSauditCabcel', () => {
  it('says the code went to the official account when it was sent there', async () => {
    renderAfterSubmit({ orderNo: 'GH20261126ABCDEFGHJK', sentTo: '170****0001', sentBy: 'wechat' });
    expect(await screen.findByText('过户单号和过户验证码已发送至本公众号的消息中，请告知过户接收人办理过户接收。')).toBeTruthy();
    expect(screen.getByText('过户单号：GH20261126ABCDEFGHJK')).toBeTruthy();
    expect(screen.queryByText(/短信/)).toBeNull();
  });

  it('says the code went by SMS to the masked number when WeChat could not take it', async () => {
    renderAfterSubmit({ orderNo: 'GH20261126ABCDEFGHJK', sentTo: '170****0001', sentBy: 'sms' });
    expect(await screen.findByText('过户单号和过户验证码已通过短信发送至 170****0001，请告知过户接收人办理过户接收。')).toBeTruthy();
    expect(screen.queryByText(/公众号/)).toBeNull();
  });
});
