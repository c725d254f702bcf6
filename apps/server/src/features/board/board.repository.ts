import { and, asc, count, desc, eq, gt, gte, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/connection.ts';
import { banners, boardLikes, boardPosts, boardReplies } from '../../db/schema.ts';

export type BoardFilter = { kind: 'all' } | { kind: 'featured' } | { kind: 'mine'; memberId: number };

export interface ReplyRow {
  id: number;
  postId: number;
  authorName: string;
  content: string;
  isOfficial: boolean;
  createdAt: Date;
  replyToId: number | null;
  replyToName: string | null;
  replyToContent: string | null;
}

export async function listBoardBanners(db: Executor) {
  return db
    .select({ id: banners.id, title: banners.title, imageUrl: banners.imageUrl, linkUrl: banners.linkUrl })
    .from(banners)
    .where(and(eq(banners.placement, 'board'), eq(banners.isActive, true)))
    .orderBy(asc(banners.sortOrder), asc(banners.id));
}

/** Hidden posts (moderated in the console) leave the public lists; their authors still see them under 'mine'. */
function conditionOf(filter: BoardFilter): SQL | undefined {
  if (filter.kind === 'featured') {
    return and(eq(boardPosts.isFeatured, true), isNull(boardPosts.hiddenAt));
  }
  if (filter.kind === 'mine') {
    return eq(boardPosts.memberId, filter.memberId);
  }
  return isNull(boardPosts.hiddenAt);
}

/**
 * Newest first by (created_at, id): the posts strictly after the post `lastId`, wherever it now
 * stands (hidden since or not). An unknown id matches nothing.
 */
function postsAfter(lastId: number): SQL {
  return sql`(${boardPosts.createdAt}, ${boardPosts.id}) < (select c.created_at, c.id from board_posts c where c.id = ${lastId})`;
}

/** Posts of the filter; with `lastId`, only those after that post. */
export async function countPosts(db: Executor, filter: BoardFilter, lastId?: number): Promise<number> {
  const where = lastId === undefined ? conditionOf(filter) : and(conditionOf(filter), postsAfter(lastId));
  const rows = await db.select({ total: count() }).from(boardPosts).where(where);
  return Number(rows[0]?.total ?? 0);
}

/** One page, newest first: the first `limit` posts after the post `lastId` when given, else after `offset` posts. */
export async function listPosts(db: Executor, filter: BoardFilter, page: { limit: number; offset: number; lastId?: number | undefined }) {
  const where = page.lastId === undefined ? conditionOf(filter) : and(conditionOf(filter), postsAfter(page.lastId));
  return db
    .select()
    .from(boardPosts)
    .where(where)
    .orderBy(desc(boardPosts.createdAt), desc(boardPosts.id))
    .limit(page.limit)
    .offset(page.lastId === undefined ? page.offset : 0);
}

/** A post the member may see: not hidden, or their own. */
export async function findVisiblePost(db: Executor, postId: number, memberId: number) {
  const rows = await db
    .select()
    .from(boardPosts)
    .where(and(eq(boardPosts.id, postId), or(isNull(boardPosts.hiddenAt), eq(boardPosts.memberId, memberId))))
    .limit(1);
  return rows[0] ?? null;
}

/** Which of these posts the member likes. */
export async function listLikedPostIds(db: Executor, memberId: number, postIds: number[]): Promise<Set<number>> {
  if (postIds.length === 0) {
    return new Set();
  }
  const rows = await db
    .select({ postId: boardLikes.postId })
    .from(boardLikes)
    .where(and(eq(boardLikes.memberId, memberId), inArray(boardLikes.postId, postIds)));
  return new Set(rows.map((row) => row.postId));
}

interface RawReplyRow {
  id: string | number;
  post_id: string | number;
  author_name: string;
  content: string;
  is_official: boolean;
  created_at: string | Date;
  reply_to_id: string | number | null;
  reply_to_name: string | null;
  reply_to_content: string | null;
}

function toReplyRow(row: RawReplyRow): ReplyRow {
  return {
    id: Number(row.id),
    postId: Number(row.post_id),
    authorName: row.author_name,
    content: row.content,
    isOfficial: row.is_official,
    createdAt: new Date(row.created_at),
    replyToId: row.reply_to_id === null ? null : Number(row.reply_to_id),
    replyToName: row.reply_to_name,
    replyToContent: row.reply_to_content,
  };
}

/** The first replies of several posts in one round trip. */
export async function listReplyPreviews(db: Executor, postIds: number[], perPost: number): Promise<ReplyRow[]> {
  if (postIds.length === 0) {
    return [];
  }
  const ids = sql.join(
    postIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = await queryRows<RawReplyRow>(
    db,
    sql`select r.id, r.post_id, r.author_name, r.content, r.is_official, r.created_at, r.reply_to_id,
               t.author_name as reply_to_name, t.content as reply_to_content
        from (select *, row_number() over (partition by post_id order by created_at, id) as position
              from board_replies where post_id in (${ids})) r
        left join board_replies t on t.id = r.reply_to_id
        where r.position <= ${perPost}
        order by r.post_id, r.created_at, r.id`,
  );
  return rows.map(toReplyRow);
}

export async function listReplies(db: Executor, postId: number, limit: number, offset: number): Promise<ReplyRow[]> {
  const rows = await queryRows<RawReplyRow>(
    db,
    sql`select r.id, r.post_id, r.author_name, r.content, r.is_official, r.created_at, r.reply_to_id,
               t.author_name as reply_to_name, t.content as reply_to_content
        from board_replies r
        left join board_replies t on t.id = r.reply_to_id
        where r.post_id = ${postId}
        order by r.created_at, r.id
        limit ${limit} offset ${offset}`,
  );
  return rows.map(toReplyRow);
}

/** Serialises one member's new posts until the transaction ends (the duplicate check then sees the other). */
export async function lockMemberPosts(tx: Executor, memberId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`board-post:${memberId}`}))`);
}

/** Whether the member posted this text (ignoring spaces and case) since the given time. */
export async function hasPostedSameText(db: Executor, memberId: number, content: string, since: Date): Promise<boolean> {
  const rows = await db
    .select({ id: boardPosts.id })
    .from(boardPosts)
    .where(
      and(
        eq(boardPosts.memberId, memberId),
        gte(boardPosts.createdAt, since),
        sql`lower(regexp_replace(${boardPosts.content}, '[[:space:]]+', '', 'g')) = lower(regexp_replace(${content}, '[[:space:]]+', '', 'g'))`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function insertPost(db: Executor, post: typeof boardPosts.$inferInsert & { createdAt: Date }): Promise<number> {
  const rows = await db.insert(boardPosts).values(post).returning({ id: boardPosts.id });
  const row = rows[0];
  if (!row) {
    throw new Error('board post insert returned nothing');
  }
  return row.id;
}

export async function findReplyOfPost(db: Executor, postId: number, replyId: number) {
  const rows = await db
    .select({ id: boardReplies.id })
    .from(boardReplies)
    .where(and(eq(boardReplies.id, replyId), eq(boardReplies.postId, postId)))
    .limit(1);
  return rows[0] ?? null;
}

/** Adds a reply and counts it on the post, in the caller's transaction. */
export async function insertReply(db: Executor, reply: typeof boardReplies.$inferInsert & { createdAt: Date }): Promise<number> {
  const rows = await db.insert(boardReplies).values(reply).returning({ id: boardReplies.id });
  const row = rows[0];
  if (!row) {
    throw new Error('board reply insert returned nothing');
  }
  await db
    .update(boardPosts)
    .set({ replyCount: sql`${boardPosts.replyCount} + 1` })
    .where(eq(boardPosts.id, reply.postId));
  return row.id;
}

/** Likes once per member and post; the count moves only when the like row was really added. */
export async function addLike(db: Executor, postId: number, memberId: number, now: Date): Promise<void> {
  const inserted = await db.insert(boardLikes).values({ postId, memberId, createdAt: now }).onConflictDoNothing().returning({ postId: boardLikes.postId });
  if (inserted.length > 0) {
    await db
      .update(boardPosts)
      .set({ likeCount: sql`${boardPosts.likeCount} + 1` })
      .where(eq(boardPosts.id, postId));
  }
}

export async function removeLike(db: Executor, postId: number, memberId: number): Promise<void> {
  const deleted = await db
    .delete(boardLikes)
    .where(and(eq(boardLikes.postId, postId), eq(boardLikes.memberId, memberId)))
    .returning({ postId: boardLikes.postId });
  if (deleted.length > 0) {
    await db
      .update(boardPosts)
      .set({ likeCount: sql`${boardPosts.likeCount} - 1` })
      .where(and(eq(boardPosts.id, postId), gt(boardPosts.likeCount, 0)));
  }
}

export async function readLikeCount(db: Executor, postId: number): Promise<number> {
  const rows = await db.select({ likeCount: boardPosts.likeCount }).from(boardPosts).where(eq(boardPosts.id, postId)).limit(1);
  return rows[0]?.likeCount ?? 0;
}
