import type { Comment, Reply } from '@hall/contract/board/schemas';
import { BOARD_REPLY_PREVIEW_COUNT, BoardMessage, DUPLICATE_POST_WINDOW_MS } from '@hall/contract/board/rules';
import type { OperationOutput, OperationRequest } from '@hall/contract/schemas';
import type { AppDeps } from '../../deps.ts';
import { invalid } from '../../platform/api-error.ts';
import type { AuthenticatedMember } from '../../platform/member-sessions.ts';
import {
  addLike,
  countPosts,
  findVisiblePost,
  findReplyOfPost,
  hasPostedSameText,
  insertPost,
  lockMemberPosts,
  insertReply,
  listBoardBanners,
  listLikedPostIds,
  listPosts,
  listReplies,
  listReplyPreviews,
  readLikeCount,
  removeLike,
  type BoardFilter,
  type ReplyRow,
} from './board.repository.ts';

type PostRow = NonNullable<Awaited<ReturnType<typeof findVisiblePost>>>;

function filterOf(tab: number, member: AuthenticatedMember): BoardFilter {
  if (tab === 1) {
    return { kind: 'featured' };
  }
  if (tab === 2) {
    return { kind: 'mine', memberId: member.id };
  }
  return { kind: 'all' };
}

function presentReply(row: ReplyRow): Reply {
  return {
    id: row.id,
    name: row.authorName,
    content: row.content,
    reply_name: row.replyToName ?? '',
    reply_content: row.replyToContent ?? '',
    reply_id: row.replyToId ?? 0,
    is_official: row.isOfficial ? 1 : 0,
    time: row.createdAt.toISOString(),
  };
}

function presentComment(post: PostRow, isLiked: boolean, replies: ReplyRow[]): Comment {
  return {
    id: post.id,
    face: post.authorFace,
    name: post.authorName,
    time: post.createdAt.toISOString(),
    text: post.content,
    total_good: post.likeCount,
    myLike: isLiked ? 1 : 0,
    is_adopt: post.isAdopted ? 1 : 0,
    reply: replies.map(presentReply),
    reply_total: post.replyCount,
  };
}

export async function listBanners(deps: AppDeps): Promise<OperationOutput<'get_banner'>> {
  const rows = await listBoardBanners(deps.db);
  return { list: rows.map((row) => ({ id: row.id, title: row.title, url: row.linkUrl, tpurl: row.imageUrl })) };
}

/**
 * comment_list: one page of posts with the member's likes and up to three replies each. With
 * last_id the page follows that post (stable while others post), and total_page counts the pages
 * still to come after it; without it, pages are counted from the top.
 */
export async function listComments(
  deps: AppDeps,
  member: AuthenticatedMember,
  input: OperationRequest<'comment_list'>,
): Promise<OperationOutput<'comment_list'>> {
  const filter = filterOf(input.tab, member);
  const lastId = input.last_id;
  const [total, rest, posts] = await Promise.all([
    countPosts(deps.db, filter),
    lastId === undefined ? Promise.resolve(null) : countPosts(deps.db, filter, lastId),
    listPosts(deps.db, filter, { limit: input.page_size, offset: (input.page - 1) * input.page_size, lastId }),
  ]);
  const postIds = posts.map((post) => post.id);
  const [liked, previews] = await Promise.all([listLikedPostIds(deps.db, member.id, postIds), listReplyPreviews(deps.db, postIds, BOARD_REPLY_PREVIEW_COUNT)]);
  return {
    list: posts.map((post) =>
      presentComment(
        post,
        liked.has(post.id),
        previews.filter((reply) => reply.postId === post.id),
      ),
    ),
    page: input.page,
    total_page: rest === null ? Math.ceil(total / input.page_size) : Math.max(input.page, input.page - 1 + Math.ceil(rest / input.page_size)),
    total,
  };
}

/**
 * sub_content: a new post. The same text posted again by the same member within a day is refused;
 * the member's posts are serialised, so two identical posts sent at once make one.
 */
export async function submitPost(deps: AppDeps, member: AuthenticatedMember, content: string): Promise<OperationOutput<'sub_content'>> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    await lockMemberPosts(tx, member.id);
    if (await hasPostedSameText(tx, member.id, content, new Date(now.getTime() - DUPLICATE_POST_WINDOW_MS))) {
      throw invalid(BoardMessage.DUPLICATE_POST);
    }
    const id = await insertPost(tx, { memberId: member.id, authorName: member.nickname, authorFace: member.avatarUrl, content, createdAt: now });
    return { id };
  });
}

/** myLike: state 1 likes (once per member), 0 takes the like back; answers the new count. */
export async function toggleLike(deps: AppDeps, member: AuthenticatedMember, input: OperationRequest<'myLike'>): Promise<OperationOutput<'myLike'>> {
  return deps.db.transaction(async (tx) => {
    if (!(await findVisiblePost(tx, input.id, member.id))) {
      throw invalid(BoardMessage.POST_NOT_FOUND);
    }
    if (input.state === 1) {
      await addLike(tx, input.id, member.id, deps.now());
    } else {
      await removeLike(tx, input.id, member.id);
    }
    return { myLike: input.state === 1 ? 1 : 0, total_good: await readLikeCount(tx, input.id) };
  });
}

/** sub_comment: a reply to a post, or to one of its replies (others_id). */
export async function submitReply(deps: AppDeps, member: AuthenticatedMember, input: OperationRequest<'sub_comment'>): Promise<OperationOutput<'sub_comment'>> {
  return deps.db.transaction(async (tx) => {
    if (!(await findVisiblePost(tx, input.article_id, member.id))) {
      throw invalid(BoardMessage.POST_NOT_FOUND);
    }
    if (input.others_id > 0 && !(await findReplyOfPost(tx, input.article_id, input.others_id))) {
      throw invalid(BoardMessage.REPLY_TARGET_NOT_FOUND);
    }
    const id = await insertReply(tx, {
      postId: input.article_id,
      memberId: member.id,
      authorName: member.nickname,
      content: input.text,
      replyToId: input.others_id > 0 ? input.others_id : null,
      isOfficial: false,
      createdAt: deps.now(),
    });
    return { id };
  });
}

async function readReplyPage(deps: AppDeps, post: PostRow, page: number, pageSize: number): Promise<OperationOutput<'more'>> {
  const rows = await listReplies(deps.db, post.id, pageSize, (page - 1) * pageSize);
  return { list: rows.map(presentReply), page, total_page: Math.ceil(post.replyCount / pageSize), total: post.replyCount };
}

/** more: the next page of a post's replies. */
export async function listMoreReplies(deps: AppDeps, member: AuthenticatedMember, input: OperationRequest<'more'>): Promise<OperationOutput<'more'>> {
  const post = await findVisiblePost(deps.db, input.id, member.id);
  if (!post) {
    throw invalid(BoardMessage.POST_NOT_FOUND);
  }
  return readReplyPage(deps, post, input.page, input.page_size);
}

/** replyDetails: the post with the member's like, and a page of all its replies. */
export async function readPostDetail(
  deps: AppDeps,
  member: AuthenticatedMember,
  input: OperationRequest<'replyDetails'>,
): Promise<OperationOutput<'replyDetails'>> {
  const post = await findVisiblePost(deps.db, input.id, member.id);
  if (!post) {
    throw invalid(BoardMessage.POST_NOT_FOUND);
  }
  const [liked, replies] = await Promise.all([listLikedPostIds(deps.db, member.id, [post.id]), readReplyPage(deps, post, input.page, input.page_size)]);
  return { ...replies, comment: presentComment(post, liked.has(post.id), []) };
}
