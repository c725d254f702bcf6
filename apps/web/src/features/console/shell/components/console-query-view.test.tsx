import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../shared/api/api-error.ts';
import type { ConsoleQuery } from './console-query.ts';
import { ConsoleQueryTable } from './console-query-table.tsx';
import { ConsoleQueryView } from './console-query-view.tsx';
import { renderConsolePage } from '../console-page-test-kit.tsx';

// The console's query states are written once: the data (or its empty state) as soon as there is
// some, else the failure with 重试 (the server's reason, else the page's wording), else a named
// loading status; a table shows its failure in its own place and spins on its first read.

afterEach(() => cleanup());

function queryOf<Data>(state: Partial<ConsoleQuery<Data>>): ConsoleQuery<Data> {
  return { data: undefined, error: null, isError: false, isPending: false, isFetching: false, refetch: vi.fn(() => Promise.resolve()), ...state };
}

const loading = queryOf<{ list: string[] }>({ isPending: true, isFetching: true });
const failed = queryOf<{ list: string[] }>({ isPending: true, isError: true, error: new ApiError(0, '网络异常，请稍后重试') });
const loaded = queryOf({ data: { list: ['第一条'] } });

describe('ConsoleQueryView', () => {
  it('names what is loading while the first read is under way', () => {
    renderConsolePage(
      <ConsoleQueryView query={loading} loadingLabel="正在加载工号">
        {() => '数据'}
      </ConsoleQueryView>,
    );
    expect(screen.getByRole('status', { name: '正在加载工号' })).toBeTruthy();
    expect(screen.queryByText('数据')).toBeNull();
  });

  it("shows a failed read with the server's reason and a 重试 that reads again", () => {
    renderConsolePage(
      <ConsoleQueryView query={failed} failure="工号加载失败">
        {() => '数据'}
      </ConsoleQueryView>,
    );
    expect(screen.getByText('网络异常，请稍后重试')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(failed.refetch).toHaveBeenCalledOnce();
  });

  it("says the page's own wording when the failure carries no message of the server", () => {
    renderConsolePage(
      <ConsoleQueryView query={queryOf({ isError: true, error: new Error('boom') })} failure="工号加载失败">
        {() => '数据'}
      </ConsoleQueryView>,
    );
    expect(screen.getByText('工号加载失败')).toBeTruthy();
  });

  it('keeps the data shown when a refresh fails, and shows the empty state for an empty answer', () => {
    renderConsolePage(
      <ConsoleQueryView query={{ ...loaded, isError: true, error: new ApiError(0, '网络异常') }} isEmpty={(data) => data.list.length === 0} empty="暂无工号">
        {(data) => data.list.join()}
      </ConsoleQueryView>,
    );
    expect(screen.getByText('第一条')).toBeTruthy();
    cleanup();
    renderConsolePage(
      <ConsoleQueryView query={queryOf({ data: { list: [] as string[] } })} isEmpty={(data) => data.list.length === 0} empty="暂无工号">
        {(data) => data.list.join()}
      </ConsoleQueryView>,
    );
    expect(screen.getByText('暂无工号')).toBeTruthy();
  });

  it("shows the failure rather than another key's data kept while this one loaded", () => {
    renderConsolePage(
      <ConsoleQueryView query={{ ...loaded, isPlaceholderData: true, isError: true, error: new ApiError(0, '网络异常') }}>
        {(data) => data.list.join()}
      </ConsoleQueryView>,
    );
    expect(screen.queryByText('第一条')).toBeNull();
    expect(screen.getByRole('button', { name: '重试' })).toBeTruthy();
  });
});

describe('ConsoleQueryTable', () => {
  const columns = [{ title: '内容', dataIndex: 'text' }];
  const rows = (data: { list: string[] }) => data.list.map((text) => ({ text }));

  it('shows the rows of the answer, and the empty text when there are none', () => {
    renderConsolePage(<ConsoleQueryTable query={loaded} rows={rows} rowKey="text" columns={columns} locale={{ emptyText: '暂无记录' }} />);
    expect(screen.getByText('第一条')).toBeTruthy();
    cleanup();
    renderConsolePage(
      <ConsoleQueryTable query={queryOf({ data: { list: [] as string[] } })} rows={rows} rowKey="text" columns={columns} locale={{ emptyText: '暂无记录' }} />,
    );
    expect(screen.getByText('暂无记录')).toBeTruthy();
  });

  it("shows a failed read with 重试 in the table's place", () => {
    renderConsolePage(<ConsoleQueryTable query={failed} rows={rows} rowKey="text" columns={columns} failure="记录加载失败" />);
    expect(screen.queryByRole('table')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(failed.refetch).toHaveBeenCalled();
  });

  it('spins while the first read is under way, or while the page says so', () => {
    const { container } = renderConsolePage(<ConsoleQueryTable query={loading} rows={rows} rowKey="text" columns={columns} />);
    expect(container.querySelector('.ant-spin-spinning')).not.toBeNull();
    cleanup();
    const refreshed = renderConsolePage(<ConsoleQueryTable query={{ ...loaded, isFetching: true }} rows={rows} rowKey="text" columns={columns} loading />);
    expect(refreshed.container.querySelector('.ant-spin-spinning')).not.toBeNull();
    expect(screen.getByText('第一条')).toBeTruthy();
  });
});
