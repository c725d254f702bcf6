// The online customer-service chat WX_URL answers (its address and entries): one row, edited in the
// console; migration 0026 creates it with the sandbox chat, which only a server with the demo
// sandbox set serves (isChatAddressServed).
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/connection.ts';
import { customerServiceChat } from '../db/schema.ts';
import type { Providers } from '../providers/providers.ts';

/** The sandbox chat page, served only while the demo sandbox set is on (sandbox-pages.ts). */
const SANDBOX_CHAT_PATH = '/sandbox/chat';

export type CustomerServiceChatRow = typeof customerServiceChat.$inferSelect;
export type ChatEntryRow = CustomerServiceChatRow['entries'][number];

export async function readCustomerServiceChat(db: Executor): Promise<CustomerServiceChatRow> {
  const [row] = await db.select().from(customerServiceChat).where(eq(customerServiceChat.id, 1)).limit(1);
  if (!row) {
    throw new Error('customer_service_chat has no row: migration 0026 creates it');
  }
  return row;
}

export async function updateCustomerServiceChat(
  db: Executor,
  change: { chatUrl: string; entries: ChatEntryRow[]; updatedAt: Date; updatedBy: number },
): Promise<CustomerServiceChatRow> {
  const [row] = await db.update(customerServiceChat).set(change).where(eq(customerServiceChat.id, 1)).returning();
  if (!row) {
    throw new Error('customer_service_chat has no row: migration 0026 creates it');
  }
  return row;
}

/**
 * Whether this server opens a chat at the address: an https address or a page of the hall does;
 * a sandbox path only while it is the sandbox chat and the demo set is on; an empty address never.
 */
export function isChatAddressServed(chatUrl: string, sandboxes: Providers['sandboxes']): boolean {
  const address = chatUrl.trim();
  if (!address) {
    return false;
  }
  const path = address.split(/[?#]/)[0] ?? '';
  if (path === '/sandbox' || path.startsWith('/sandbox/')) {
    return path === SANDBOX_CHAT_PATH && sandboxes.has('demo');
  }
  return true;
}
