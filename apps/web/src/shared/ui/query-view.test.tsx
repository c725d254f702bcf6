import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/api-error.ts';
import { NOT_BOUND_MESSAGE } from './bind-required.tsx';
import { RELOAD_LABEL } from './load-failed.tsx';
import { BoundView } from './bound-view.tsx';
import { QueryView, type ViewedQuery } from './query-view.tsx';

afterEach(cleanup);

function queryOf<T>(state: Partial<ViewedQuery<T>>): ViewedQuery<T> {
  return { data: undefined, error: null, isError: false, isFetching: false, refetch: vi.fn(() => Promise.resolve()), ...state };
}

const inRouter = (node: ReactNode) => render(<MemoryRouter>{node}</MemoryRouter>);
const showList = (items: string[]) => (
  <ul>
    {items.map((item) => (
      <li key={item}>{item}</li>
    ))}
  </ul>
);

describe('QueryView: the states of a page’s data', () => {
  it('shows a skeleton while the data loads, and nothing of the page', () => {
    const { container } = render(
      <QueryView query={queryOf<string[]>({})} loading={3}>
        {showList}
      </QueryView>,
    );
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows what failed and why, and 重新加载 loads again', () => {
    const query = queryOf<string[]>({ isError: true, error: new ApiError(-1, '网络异常，请检查网络后重试', undefined, 0) });
    render(
      <QueryView query={query} failedTitle="查询失败">
        {showList}
      </QueryView>,
    );
    expect(screen.getByText('查询失败')).toBeTruthy();
    expect(screen.getByText('网络异常，请检查网络后重试')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: RELOAD_LABEL }));
    expect(query.refetch).toHaveBeenCalledTimes(1);
  });

  it("shows the server's refusal with its message and no retry when the page names one, a failed load otherwise", () => {
    const refused = queryOf<string[]>({ isError: true, error: new ApiError(-100, '发票不存在') });
    render(
      <QueryView query={refused} refused="暂无发票数据">
        {showList}
      </QueryView>,
    );
    expect(screen.getByText('暂无发票数据')).toBeTruthy();
    expect(screen.getByText('发票不存在')).toBeTruthy();
    expect(screen.queryByRole('button', { name: RELOAD_LABEL })).toBeNull();
    cleanup();
    render(<QueryView query={refused}>{showList}</QueryView>);
    expect(screen.getByText('加载失败')).toBeTruthy();
    expect(screen.getByRole('button', { name: RELOAD_LABEL })).toBeTruthy();
  });

  it('says the list is empty with the page’s words, and shows the data when there is some', () => {
    const props = { isEmpty: (items: string[]) => items.length === 0, empty: { title: '暂无记录', description: '近三个月没有订单' } };
    render(
      <QueryView query={queryOf({ data: [] as string[] })} {...props}>
        {showList}
      </QueryView>,
    );
    expect(screen.getByText('暂无记录')).toBeTruthy();
    expect(screen.getByText('近三个月没有订单')).toBeTruthy();
    cleanup();
    render(
      <QueryView query={queryOf({ data: ['话费充值 50元'] })} {...props}>
        {showList}
      </QueryView>,
    );
    expect(screen.getByRole('listitem').textContent).toBe('话费充值 50元');
  });
});

describe('QueryView: a failure drawn the page’s own way', () => {
  it('hands the page the error and a retry that loads again, instead of the failure block', () => {
    const query = queryOf<string[]>({ isError: true, error: new ApiError(-101, '登录已失效，请重新登录') });
    render(
      <QueryView query={query} failed={({ error, onRetry }) => <button onClick={() => void onRetry()}>{(error as ApiError).message}</button>}>
        {showList}
      </QueryView>,
    );
    expect(screen.queryByText('加载失败')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '登录已失效，请重新登录' }));
    expect(query.refetch).toHaveBeenCalledTimes(1);
  });
});

describe('QueryView: data first', () => {
  it('keeps showing the data when a refresh fails', () => {
    const query = queryOf({ data: ['话费充值 50元'], isError: true, error: new ApiError(-1, '网络异常，请检查网络后重试', undefined, 0) });
    render(<QueryView query={query}>{showList}</QueryView>);
    expect(screen.getByRole('listitem').textContent).toBe('话费充值 50元');
    expect(screen.queryByRole('button', { name: RELOAD_LABEL })).toBeNull();
  });

  it('does not pass off the previous key’s data as this one’s when this one fails', () => {
    const query = queryOf({ data: ['上一页'], isPlaceholderData: true, isError: true, error: new ApiError(-1, '网络异常，请检查网络后重试', undefined, 0) });
    render(<QueryView query={query}>{showList}</QueryView>);
    expect(screen.queryByRole('listitem')).toBeNull();
    expect(screen.getByRole('button', { name: RELOAD_LABEL })).toBeTruthy();
  });

  it('keeps a page drawn as its own loading state mounted when the data arrives, so what was typed stays', () => {
    const page = <input aria-label="身份证号" />;
    const view = (query: ViewedQuery<string>) => (
      <QueryView query={query} loading={page}>
        {() => page}
      </QueryView>
    );
    const { rerender } = render(view(queryOf<string>({})));
    fireEvent.change(screen.getByRole('textbox', { name: '身份证号' }), { target: { value: '310104199512125678' } });
    rerender(view(queryOf<string>({ data: 'member' })));
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: '身份证号' }).value).toBe('310104199512125678');
  });

  it('keeps the skeleton while the page is on its way elsewhere', () => {
    const query = queryOf<string[]>({ isError: true, error: new ApiError(-100, '接口参数缺失！') });
    const { container } = render(
      <QueryView query={query} isLeaving>
        {showList}
      </QueryView>,
    );
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(screen.queryByText('加载失败')).toBeNull();
  });
});

describe('BoundView: services that need a bound phone', () => {
  it('asks to bind a phone only once the member record says none is bound', () => {
    inRouter(<BoundView member={queryOf({ data: { mobilePhoneInfo: null } })}>{(phone) => <p>{phone}</p>}</BoundView>);
    expect(screen.getByText(NOT_BOUND_MESSAGE)).toBeTruthy();
    expect(screen.getByRole('button', { name: '去绑定' })).toBeTruthy();
  });

  it('shows a member record that did not load as a failure with 重新加载, never as 去绑定', () => {
    const member = queryOf<{ mobilePhoneInfo: null }>({ isError: true, error: new ApiError(-1, '请求超时，请稍后重试...', undefined, 0) });
    inRouter(
      <BoundView member={member} failedTitle="权益加载失败">
        {(phone) => <p>{phone}</p>}
      </BoundView>,
    );
    expect(screen.getByText('权益加载失败')).toBeTruthy();
    expect(screen.queryByText(NOT_BOUND_MESSAGE)).toBeNull();
  });

  it('hands the bound phone to the page', () => {
    inRouter(<BoundView member={queryOf({ data: { mobilePhoneInfo: { mobilePhone: '17012340001' } } })}>{(phone) => <p>号码 {phone}</p>}</BoundView>);
    expect(screen.getByText('号码 17012340001')).toBeTruthy();
  });
});
