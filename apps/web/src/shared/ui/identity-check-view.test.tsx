import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { IdentityCheckState } from '../hooks/use-identity-check.ts';
import { IdentityCheckView } from './identity-check-view.tsx';

afterEach(cleanup);

function renderCheck(check: IdentityCheckState, failed?: () => string) {
  return render(
    <IdentityCheckView check={check} notStarted={<p>请先完成身份核验</p>} failed={failed && (() => <p>{failed()}</p>)}>
      {(passed) => <p>已核验 {passed.phone}</p>}
    </IdentityCheckView>,
  );
}

describe('IdentityCheckView: the return route of a face check', () => {
  it('shows the way back to the check when there is none to read', () => {
    renderCheck({ status: 'idle' });
    expect(screen.getByText('请先完成身份核验')).toBeTruthy();
  });

  it('shows the skeleton named 核验结果查询中 while the result is read', () => {
    renderCheck({ status: 'checking' });
    expect(screen.getByLabelText('核验结果查询中')).toBeTruthy();
  });

  it('keeps the skeleton for a failed check unless the page draws the failure', () => {
    renderCheck({ status: 'failed', code: -998, message: '身份核验失败' });
    expect(screen.getByLabelText('核验结果查询中')).toBeTruthy();
    cleanup();
    renderCheck({ status: 'failed', code: -998, message: '身份核验失败' }, () => '核验未通过');
    expect(screen.getByText('核验未通过')).toBeTruthy();
  });

  it('hands the passed check to the page', () => {
    renderCheck({ status: 'passed', bizNo: 'BZ1', phone: '17012340001' });
    expect(screen.getByText('已核验 17012340001')).toBeTruthy();
  });
});
