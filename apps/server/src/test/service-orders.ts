import { expect } from 'vitest';
import type { TestApp } from './test-app.ts';

export interface ListedOrder {
  date: string;
  name: string;
  check: string;
  oid: string;
  detail: string;
}

export interface ReadOrder extends ListedOrder {
  /** ORDER_DETAIL's lines, as title → content. */
  details: Record<string, string>;
  tips: string;
}

/** The bound number's orders as /orderQuery lists them (newest first) with the given business name (and summary). */
export async function listOrdersNamed(api: TestApp, token: string, name: string, summary?: string): Promise<ListedOrder[]> {
  const body = await api.call('ORDER_QUERY', {}, token);
  expect(body, body.msg).toMatchObject({ code: 1 });
  return (body.data as { list: ListedOrder[] }).list.filter((order) => order.name === name && (summary === undefined || order.detail === summary));
}

/** The newest order of that name (and summary) on /orderQuery, with its /orderDetail lines and tips. */
export async function readNewestOrder(api: TestApp, token: string, name: string, summary?: string): Promise<ReadOrder> {
  const [order] = await listOrdersNamed(api, token, name, summary);
  expect(order, `no order named ${name} ${summary ?? ''}`).toBeDefined();
  const listed = order as ListedOrder;
  const body = await api.call('ORDER_DETAIL', { oid: listed.oid }, token);
  expect(body, body.msg).toMatchObject({ code: 1 });
  const detail = body.data as { list: { title: string; content: string }[]; tips: string };
  return { ...listed, details: Object.fromEntries(detail.list.map((line) => [line.title, line.content])), tips: detail.tips };
}
