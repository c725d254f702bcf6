import { BOARD_OFFICIAL_NAME, type BoardModerationFilter } from '@hall/contract/console-content/rules';
import { and, count, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/connection.ts';
import { boardPosts, boardReplies } from '../../db/schema.ts';

export type ModeratedPostRow = typeof boardPosts.$inferSelect;

function conditionOf(filter: BoardModerationFilter): SQL | undefined {
  if (filter === 'unanswered') {
    return and(isNull(boardPosts.officialRepliedAt), isNull(boardPosts.hiddenAt));
  }
  if (filter === 'hidden') {
    return isNotNull(boardPosts.hiddenAt);
  }
  return undefined;
}

export async function countPostsFor(db: Executor, filter: BoardModerationFilter): Promise<number> {
  const rows = await db.select({ total: count() }).from(boardPosts).where(conditionOf(filter));
  return Number(rows[0]?.total ?? 0);
}

/** Newest first, like the board. */
export async function listPostsFor(db: Executor, filter: BoardModerationFilter, limit: number, offset: number): Promise<ModeratedPostRow[]> {
  return db.select().from(boardPosts).where(conditionOf(filter)).orderBy(desc(boardPosts.createdAt), desc(boardPosts.id)).limit(limit).offset(offset);
}

export async function findPostById(db: Executor, postId: number): Promise<ModeratedPostRow | null> {
  const rows = await db.select().from(boardPosts).where(eq(boardPosts.id, postId)).limit(1);
  return rows[0] ?? null;
}

const answered = alias(boardReplies, 'answered');

/** A post's replies in order, with the name of the reply each one answers. */
export async function listRepliesOfPost(db: Executor, postId: number, limit: number) {
  return db
    .select({
      id: boardReplies.id,
      authorName: boardReplies.authorName,
      content: boardReplies.content,
      isOfficial: boardReplies.isOfficial,
      replyToName: answered.authorName,
      createdAt: boardReplies.createdAt,
    })
    .from(boardReplies)
    .leftJoin(answered, eq(answered.id, boardReplies.replyToId))
    .where(eq(boardReplies.postId, postId))
    .orderBy(boardReplies.createdAt, boardReplies.id)
    .limit(limit);
}

/** Adds an official reply and marks the post answered, in the caller's transaction; null when the post is gone. */
export async function insertOfficialReply(
  db: Executor,
  reply: { postId: number; staffId: number; content: string; now: Date },
): Promise<ModeratedPostRow | null> {
  const updated = await db
    .update(boardPosts)
    .set({ replyCount: sql`${boardPosts.replyCount} + 1`, officialRepliedAt: reply.now, repliedBy: reply.staffId })
    .where(eq(boardPosts.id, reply.postId))
    .returning();
  if (!updated[0]) {
    return null;
  }
  await db.insert(boardReplies).values({
    postId: reply.postId,
    authorName: BOARD_OFFICIAL_NAME,
    content: reply.content,
    isOfficial: true,
    staffId: reply.staffId,
    createdAt: reply.now,
  });
  return updated[0];
}

export async function updatePostMark(db: Executor, postId: number, mark: 'featured' | 'adopted', isOn: boolean): Promise<ModeratedPostRow | null> {
  const rows = await db
    .update(boardPosts)
    .set(mark === 'featured' ? { isFeatured: isOn } : { isAdopted: isOn })
    .where(eq(boardPosts.id, postId))
    .returning();
  return rows[0] ?? null;
}

/** Hides a post with the reason and who hid it, or shows it again (hidden: null). */
export async function updatePostHidden(
  db: Executor,
  postId: number,
  hidden: { reason: string; staffId: number; now: Date } | null,
): Promise<ModeratedPostRow | null> {
  const rows = await db
    .update(boardPosts)
    .set(hidden ? { hiddenAt: hidden.now, hiddenReason: hidden.reason, hiddenBy: hidden.staffId } : { hiddenAt: null, hiddenReason: null, hiddenBy: null })
    .where(eq(boardPosts.id, postId))
    .returning();
  return rows[0] ?? null;
}
