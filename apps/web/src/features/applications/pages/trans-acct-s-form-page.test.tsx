import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The transfer-out form tells the initiator where the order number and code will go: the
// official account first, SMS only when it cannot be delivered there.

vi.mock('../../../shared/lib/device.ts', () => ({ isWeChatBrowser: () => true, isPhone: () => true }));
vi.mock('../api.ts', () => ({ useSubmitTransferOut: () => ({ isPending: false, mutate: () => undefined }) }));
vi.mock('../components/use-return-check.ts', () => ({ useReturnCheck: () => ({ status: 'passed', bizNo: 'BZ1', phone: '17012340001' }) }));

const { TransAcctSFormPage } = await import('./trans-acct-s-form-page.tsx');

afterEach(cleanup);

describe('/transAcctSForm', () => {
  it('says the code goes to the official account, by SMS only as the fallback', () => {
    render(
      <MemoryRouter>
        <TransAcctSFormPage />
      </MemoryRouter>,
    );
    expect(screen.getByText(/过户单号和过户验证码将发送至本公众号的消息中（未能送达时以短信发送至该号码）/)).toBeTruthy();
  });
});
