import { ResponseCode } from '@hall/contract/codes';
import { DEFAULT_FAIL_REASON } from '@hall/contract/applications/rules';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error.ts';
import { renderInApp } from '../../testing/render-in-app.tsx';
import { RELOAD_LABEL } from '../load-failed.tsx';

// The audit pages read the latest application of a kind: a skeleton while it loads, the failure
// with 重新加载, 去申请 when there is none, else its review; the fail page shows the stored reason,
// the one it is given, or the spec's fixed one.

type Answer = () => Promise<unknown>;
const never: Answer = () => new Promise(() => undefined);
const fails: Answer = () => Promise.reject(new ApiError(ResponseCode.TRANSPORT_FAILED, '服务器内部错误 (500)，请稍后重试...', undefined, 500));
const answersWith =
  (application: unknown): Answer =>
  () =>
    Promise.resolve({ application });
let answer: Answer;
let callCount = 0;

vi.mock('../../api/subscriber-client.ts', () => ({
  call: () => {
    callCount += 1;
    return answer();
  },
}));

const { ApplicationFailPage, ApplicationStatusPage } = await import('./application-status.tsx');

const application = (status: 'pending' | 'passed' | 'failed', reason: string | null = null) => ({
  applicationNo: 'A202611010001',
  kind: 'cancel',
  status,
  reason,
  phone: '170****0001',
  submittedAt: '2026-11-01T10:00:00+08:00',
  reviewedAt: null,
});

const cancellation = {
  kind: 'cancel',
  title: '销户申请',
  pendingMessage: '销户申请已成功提交',
  pendingDescription: '请耐心等待...',
  passedMessage: '销户申请已审核通过',
  failPath: '/auditFail',
  startPath: '/cancel',
  emptyText: '暂无销户申请',
} as const;
const statusPage = <ApplicationStatusPage {...cancellation} />;
const failPage = (reason?: string) => <ApplicationFailPage kind="cancel" title="销户申请" failMessage="销户失败" startPath="/cancel" reason={reason} />;

beforeEach(() => {
  callCount = 0;
});
afterEach(cleanup);

describe('an audit page', () => {
  it('shows a skeleton while the application loads', () => {
    answer = never;
    const { container } = renderInApp(statusPage);
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
  });

  it('shows a failed load as 查询失败 with 重新加载, which asks again', async () => {
    answer = fails;
    renderInApp(statusPage);
    expect(await screen.findByText('查询失败')).toBeTruthy();
    answer = answersWith(application('pending'));
    fireEvent.click(screen.getByRole('button', { name: RELOAD_LABEL }));
    expect(await screen.findByText('销户申请已成功提交')).toBeTruthy();
    expect(callCount).toBe(2);
  });

  it('offers 去申请 when there is no application', async () => {
    answer = answersWith(null);
    const { history } = renderInApp(statusPage);
    expect(await screen.findByText('暂无销户申请')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '去申请' }));
    expect(history.location.pathname).toBe('/cancel');
  });

  it('shows a failed review with its reason and the way to the fail page', async () => {
    answer = answersWith(application('failed', '照片模糊'));
    renderInApp(statusPage);
    expect(await screen.findByText('失败原因：照片模糊')).toBeTruthy();
    expect(screen.getByText('A202611010001')).toBeTruthy();
    expect(screen.getByRole('button', { name: '查看失败原因' })).toBeTruthy();
  });
});

describe('an audit-fail page', () => {
  it('shows the stored reason once it is read', async () => {
    answer = answersWith(application('failed', '照片模糊'));
    renderInApp(failPage());
    expect(await screen.findByText('失败原因：照片模糊')).toBeTruthy();
  });

  it('shows the given reason at once, and the fixed one when the stored one cannot be read', async () => {
    answer = never;
    renderInApp(failPage('证件已过期'));
    expect(screen.getByText('失败原因：证件已过期')).toBeTruthy();
    cleanup();
    answer = fails;
    renderInApp(failPage());
    expect(await screen.findByText(`失败原因：${DEFAULT_FAIL_REASON}`)).toBeTruthy();
    expect(screen.queryByRole('button', { name: RELOAD_LABEL })).toBeNull();
  });
});
