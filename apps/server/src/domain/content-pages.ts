// Texts kept as pages (content_pages): the console writes them, the demo seed writes them the same
// way, the pages read them. A key that was never written reads as nothing.
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/connection.ts';
import { contentPages } from '../db/schema.ts';

export const ContentPageKey = { COOPERATION: 'cooperate' } as const;
export type ContentPageKeyValue = (typeof ContentPageKey)[keyof typeof ContentPageKey];

export type ContentPageRow = typeof contentPages.$inferSelect;

export async function readContentPage(db: Executor, key: ContentPageKeyValue): Promise<ContentPageRow | null> {
  const [row] = await db.select().from(contentPages).where(eq(contentPages.key, key)).limit(1);
  return row ?? null;
}

/** Creates or replaces the page's title and body. */
export async function writeContentPage(
  db: Executor,
  page: { key: ContentPageKeyValue; title: string; body: string; updatedAt: Date },
): Promise<ContentPageRow> {
  const [row] = await db
    .insert(contentPages)
    .values(page)
    .onConflictDoUpdate({ target: contentPages.key, set: { title: page.title, body: page.body, updatedAt: page.updatedAt } })
    .returning();
  if (!row) {
    throw new Error('writing a content page returned no row');
  }
  return row;
}
