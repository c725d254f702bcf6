// The online customer-service chat WX_URL answers (its address and entries): one row, edited in the
// console; migration 0026 creates it with the sandbox chat so a first start opens a chat.
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/connection.ts';
import { customerServiceChat } from '../db/schema.ts';

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
