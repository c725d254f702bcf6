import { z } from 'zod';
import type { consoleBoardEndpoints } from './endpoints.ts';
import { BOARD_MODERATION_FILTERS, BOARD_MODERATION_PAGE_SIZE, ContentLimit } from '../console-content/rules.ts';
import { multiLineField, optionalMultiLineField, rowIdField } from '../console-fields.ts';
import type { SchemaTable } from '../operation.ts';

export const moderatedPostSchema = z.object({
  id: z.number().int(),
  authorName: z.string(),
  /** Plain text, never HTML. */
  content: z.string(),
  createdAt: z.string(),
  likeCount: z.number().int(),
  replyCount: z.number().int(),
  isFeatured: z.boolean(),
  isAdopted: z.boolean(),
  isHidden: z.boolean(),
  hiddenReason: z.string(),
  /** When staff last answered officially; null while unanswered. */
  officialRepliedAt: z.string().nullable(),
});
export type ModeratedPost = z.infer<typeof moderatedPostSchema>;

export const moderatedReplySchema = z.object({
  id: z.number().int(),
  authorName: z.string(),
  content: z.string(),
  isOfficial: z.boolean(),
  replyToName: z.string(),
  createdAt: z.string(),
});
export type ModeratedReply = z.infer<typeof moderatedReplySchema>;

const postIdField = rowIdField('留言编号');

export const consoleBoardSchemas = {
  CONSOLE_BOARD_POSTS: {
    request: z.object({
      filter: z.enum(BOARD_MODERATION_FILTERS, { error: '筛选条件无效' }).default('all'),
      page: z.number({ error: '页码格式错误' }).int('页码格式错误').min(1, '页码格式错误').max(100_000, '页码格式错误').default(1),
    }),
    response: z.object({ list: z.array(moderatedPostSchema), total: z.number().int(), pageSize: z.literal(BOARD_MODERATION_PAGE_SIZE) }),
  },
  CONSOLE_BOARD_REPLIES: {
    request: z.object({ postId: postIdField }),
    response: z.object({ list: z.array(moderatedReplySchema) }),
  },
  CONSOLE_BOARD_REPLY: {
    request: z.object({ postId: postIdField, text: multiLineField('回复内容', ContentLimit.BOARD_REPLY) }),
    response: moderatedPostSchema,
  },
  CONSOLE_BOARD_MARK: {
    request: z.object({
      postId: postIdField,
      mark: z.enum(['featured', 'adopted'], { error: '标记类型无效' }),
      isOn: z.boolean({ error: '缺少标记状态' }),
    }),
    response: moderatedPostSchema,
  },
  CONSOLE_BOARD_HIDE: {
    request: z
      .object({ postId: postIdField, isHidden: z.boolean({ error: '缺少隐藏状态' }), reason: optionalMultiLineField('隐藏原因', ContentLimit.HIDE_REASON) })
      .refine((input) => !input.isHidden || input.reason.length > 0, { message: '请填写隐藏原因', path: ['reason'] }),
    response: moderatedPostSchema,
  },
} satisfies SchemaTable<typeof consoleBoardEndpoints>;
