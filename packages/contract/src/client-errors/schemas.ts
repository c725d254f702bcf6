import { z } from 'zod';
import { lineString, multiLineString } from '../fields.ts';
import type { SchemaTable } from '../operation.ts';
import type { clientErrorsEndpoints } from './endpoints.ts';
import { CLIENT_ERROR_KINDS, ClientErrorLimit } from './rules.ts';

export const clientErrorsSchemas = {
  CLIENT_ERROR: {
    request: z.object({
      kind: z.enum(CLIENT_ERROR_KINDS, { error: '错误类型无效' }),
      message: lineString('错误信息').max(ClientErrorLimit.MESSAGE_MAX, `错误信息不能超过${ClientErrorLimit.MESSAGE_MAX}个字符`),
      stack: multiLineString('调用栈').max(ClientErrorLimit.STACK_MAX, `调用栈不能超过${ClientErrorLimit.STACK_MAX}个字符`).optional(),
      /** The page's path, without its query (which may carry a number or a token). */
      route: lineString('页面路径')
        .max(ClientErrorLimit.ROUTE_MAX, `页面路径不能超过${ClientErrorLimit.ROUTE_MAX}个字符`)
        .regex(/^\/[^?#]*$/, '页面路径格式错误'),
      appVersion: lineString('版本').max(ClientErrorLimit.APP_VERSION_MAX, `版本不能超过${ClientErrorLimit.APP_VERSION_MAX}个字符`),
    }),
    response: z.object({}),
  },
} satisfies SchemaTable<typeof clientErrorsEndpoints>;
