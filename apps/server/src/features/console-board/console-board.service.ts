import { BoardMessage } from '@hall/contract/board/rules';
import { BOARD_MODERATION_PAGE_SIZE } from '@hall/contract/console-content/rules';
import type { ModeratedPost } from '@hall/contract/console-board/schemas';
import type { OperationOutput, OperationRequest } from '@hall/contract/schemas';
import type { AppDeps } from '../../deps.ts';
import { invalid } from '../../platform/api-error.ts';
import {
  countPostsFor,
  findPostById,
  insertOfficialReply,
  listPostsFor,
  listRepliesOfPost,
  updatePostHidden,
  updatePostMark,
  type ModeratedPostRow,
} from './console-board.repository.ts';
import { insertAuditEntry } from '../../domain/audit-log.ts';

const REPLY_LIST_LIMIT = 200;

function presentPost(row: ModeratedPostRow): ModeratedPost {
  return {
    id: row.id,
    authorName: row.authorName,
    content: row.content,
    createdAt: row.createdAt.toISOString(),
    likeCount: row.likeCount,
    replyCount: row.replyCount,
    isFeatured: row.isFeatured,
    isAdopted: row.isAdopted,
    isHidden: row.hiddenAt !== null,
    hiddenReason: row.hiddenReason ?? '',
    officialRepliedAt: row.officialRepliedAt?.toISOString() ?? null,
  };
}

function requirePost(row: ModeratedPostRow | null): ModeratedPost {
  if (!row) {
    throw invalid(BoardMessage.POST_NOT_FOUND);
  }
  return presentPost(row);
}

export async function listModeratedPosts(deps: AppDeps, input: OperationRequest<'CONSOLE_BOARD_POSTS'>): Promise<OperationOutput<'CONSOLE_BOARD_POSTS'>> {
  const [total, rows] = await Promise.all([
    countPostsFor(deps.db, input.filter),
    listPostsFor(deps.db, input.filter, BOARD_MODERATION_PAGE_SIZE, (input.page - 1) * BOARD_MODERATION_PAGE_SIZE),
  ]);
  return { list: rows.map(presentPost), total, pageSize: BOARD_MODERATION_PAGE_SIZE };
}

export async function listModeratedReplies(deps: AppDeps, postId: number): Promise<OperationOutput<'CONSOLE_BOARD_REPLIES'>> {
  requirePost(await findPostById(deps.db, postId));
  const rows = await listRepliesOfPost(deps.db, postId, REPLY_LIST_LIMIT);
  return { list: rows.map((row) => ({ ...row, replyToName: row.replyToName ?? '', createdAt: row.createdAt.toISOString() })) };
}

/** An official reply (labelled 官方 on the board); the post counts as answered. */
export async function replyOfficially(deps: AppDeps, staffId: number, input: { postId: number; text: string }): Promise<ModeratedPost> {
  return deps.db.transaction(async (tx) => {
    const post = requirePost(await insertOfficialReply(tx, { postId: input.postId, staffId, content: input.text, now: deps.now() }));
    await insertAuditEntry(tx, {
      createdAt: deps.now(),
      staffId,
      action: 'board_reply',
      subjectType: 'board_post',
      subjectId: String(input.postId),
      detail: { text: input.text },
    });
    return post;
  });
}

export async function markPost(deps: AppDeps, staffId: number, input: { postId: number; mark: 'featured' | 'adopted'; isOn: boolean }): Promise<ModeratedPost> {
  return deps.db.transaction(async (tx) => {
    const post = requirePost(await updatePostMark(tx, input.postId, input.mark, input.isOn));
    await insertAuditEntry(tx, {
      createdAt: deps.now(),
      staffId,
      action: `board_${input.isOn ? '' : 'un'}${input.mark === 'featured' ? 'feature' : 'adopt'}`,
      subjectType: 'board_post',
      subjectId: String(input.postId),
    });
    return post;
  });
}

/** Hides an abusive post from the board (its author still sees it), or shows it again. */
export async function hidePost(deps: AppDeps, staffId: number, input: { postId: number; isHidden: boolean; reason: string }): Promise<ModeratedPost> {
  return deps.db.transaction(async (tx) => {
    const hidden = input.isHidden ? { reason: input.reason, staffId, now: deps.now() } : null;
    const post = requirePost(await updatePostHidden(tx, input.postId, hidden));
    await insertAuditEntry(tx, {
      createdAt: deps.now(),
      staffId,
      action: input.isHidden ? 'board_hide' : 'board_unhide',
      subjectType: 'board_post',
      subjectId: String(input.postId),
      detail: input.isHidden ? { reason: input.reason } : {},
    });
    return post;
  });
}
