import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/api-error.ts';
import { LoadFailed, RELOAD_LABEL, isServerAnswer } from './load-failed.tsx';

afterEach(cleanup);

describe('LoadFailed', () => {
  it("shows what failed, the catalogue's reason and a 重新加载 that runs the load again", () => {
    const onRetry = vi.fn();
    render(<LoadFailed title="查询失败" error={new ApiError(-1, '服务器内部错误 (500)，请稍后重试...', undefined, 500)} onRetry={onRetry} />);
    expect(screen.getByText('查询失败')).toBeTruthy();
    expect(screen.getByText('服务器内部错误 (500)，请稍后重试...')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: RELOAD_LABEL }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('says 请稍后重试 for a failure without a message, and cannot be pressed again while the load runs', () => {
    const onRetry = vi.fn();
    render(<LoadFailed error={new Error('')} onRetry={onRetry} isRetrying />);
    expect(screen.getByText('加载失败')).toBeTruthy();
    expect(screen.getByText('请稍后重试')).toBeTruthy();
    const button = screen.getByRole('button', { name: '加载中...' });
    fireEvent.click(button);
    expect(onRetry).not.toHaveBeenCalled();
  });

  it('tells a server that answered no apart from a load that did not get through', () => {
    expect(isServerAnswer(new ApiError(-100, '7月暂无账单'))).toBe(true);
    expect(isServerAnswer(new ApiError(-1, '请求超时，请稍后重试...', undefined, 0))).toBe(false);
    expect(isServerAnswer(new Error('boom'))).toBe(false);
  });
});
