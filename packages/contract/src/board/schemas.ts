import { z } from 'zod';
import type { boardEndpoints } from './endpoints.ts';
import { BoardMessage, COMMENT_PAGE_SIZE } from './rules.ts';
import { multiLineString } from '../fields.ts';
import type { SchemaTable } from '../operation.ts';
import { bannerListSchema } from '../points/schemas.ts';
import { FieldLimit } from '../validators.ts';

/** Board tabs: 0 all, 1 featured, 2 mine. */
export const BOARD_TABS = [0, 1, 2] as const;

function idField(label: string) {
  return z.coerce
    .number({ error: `${label}格式错误` })
    .int(`${label}格式错误`)
    .positive(`${label}格式错误`)
    .max(2_147_483_647, `${label}格式错误`);
}

const pageField = z.coerce.number({ error: '页码格式错误' }).int('页码格式错误').min(1, '页码格式错误').max(100_000, '页码格式错误').default(1);
const pageSizeField = z.coerce
  .number({ error: '每页条数格式错误' })
  .int('每页条数格式错误')
  .min(1, '每页条数格式错误')
  .max(50, '每页条数格式错误')
  .default(COMMENT_PAGE_SIZE);

export const replySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  content: z.string(),
  /** The reply this one answers; empty when it answers the post. */
  reply_name: z.string(),
  reply_content: z.string(),
  reply_id: z.number().int(),
  /** 1: an official reply, labelled 官方. */
  is_official: z.union([z.literal(0), z.literal(1)]),
  time: z.string(),
});
export type Reply = z.infer<typeof replySchema>;

export const commentSchema = z.object({
  id: z.number().int(),
  /** Avatar address; empty for none. */
  face: z.string(),
  name: z.string(),
  /** ISO time. */
  time: z.string(),
  /** Plain text, never HTML. */
  text: z.string(),
  total_good: z.number().int(),
  myLike: z.union([z.literal(0), z.literal(1)]),
  /** 1: adopted by the operator. */
  is_adopt: z.union([z.literal(0), z.literal(1)]),
  /** At most three replies in lists, all on the detail page. */
  reply: z.array(replySchema),
  reply_total: z.number().int(),
});
export type Comment = z.infer<typeof commentSchema>;

const pagedSchema = { page: z.number().int(), total_page: z.number().int(), total: z.number().int() };

export const commentPageSchema = z.object({ list: z.array(commentSchema), ...pagedSchema });
export type CommentPage = z.infer<typeof commentPageSchema>;
export const replyPageSchema = z.object({ list: z.array(replySchema), ...pagedSchema });
export type ReplyPage = z.infer<typeof replyPageSchema>;

export const boardSchemas = {
  get_banner: { request: z.object({}), response: bannerListSchema },
  sub_content: {
    request: z.object({
      content: multiLineString('内容', BoardMessage.POST_REQUIRED)
        .trim()
        .min(1, BoardMessage.POST_REQUIRED)
        .max(FieldLimit.FREE_TEXT, `内容不能超过${FieldLimit.FREE_TEXT}个字符`),
    }),
    response: z.object({ id: z.number().int() }),
  },
  comment_list: {
    request: z.object({
      tab: z.coerce
        .number({ error: '列表类型格式错误' })
        .int('列表类型格式错误')
        .refine((value) => (BOARD_TABS as readonly number[]).includes(value), '列表类型格式错误')
        .default(0),
      page: pageField,
      page_size: pageSizeField,
      /**
       * The id of the last post the client already shows. The page then starts right after that
       * post, so posts added on top since the first page neither repeat nor push any post out of
       * sight; without it, the page is counted from the top (page and page_size alone).
       */
      last_id: idField('分页位置').optional(),
    }),
    response: commentPageSchema,
  },
  myLike: {
    request: z.object({
      id: idField('留言编号'),
      /** 1 like, 0 take the like back. */
      state: z.coerce
        .number({ error: '点赞状态格式错误' })
        .int('点赞状态格式错误')
        .refine((value) => value === 0 || value === 1, '点赞状态格式错误'),
    }),
    response: z.object({ myLike: z.union([z.literal(0), z.literal(1)]), total_good: z.number().int() }),
  },
  sub_comment: {
    request: z.object({
      text: multiLineString('回复内容', BoardMessage.REPLY_REQUIRED)
        .trim()
        .min(1, BoardMessage.REPLY_REQUIRED)
        .max(FieldLimit.FREE_TEXT, `回复内容不能超过${FieldLimit.FREE_TEXT}个字符`),
      article_id: idField('留言编号'),
      /** The reply answered; 0 or absent answers the post itself. */
      others_id: z.coerce
        .number({ error: '回复对象格式错误' })
        .int('回复对象格式错误')
        .min(0, '回复对象格式错误')
        .max(2_147_483_647, '回复对象格式错误')
        .default(0),
    }),
    response: z.object({ id: z.number().int() }),
  },
  more: {
    request: z.object({ id: idField('留言编号'), page: pageField, page_size: pageSizeField }),
    response: replyPageSchema,
  },
  replyDetails: {
    request: z.object({ id: idField('留言编号'), page: pageField, page_size: pageSizeField }),
    response: replyPageSchema.extend({ comment: commentSchema }),
  },
} satisfies SchemaTable<typeof boardEndpoints>;
