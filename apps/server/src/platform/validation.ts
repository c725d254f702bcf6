import type { z } from 'zod';

/** Turns the first schema problem into one Chinese sentence that names the field. */
export function describeFirstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) {
    return '请求参数错误';
  }
  const field = issue.path.map(String).join('.') || '请求';
  // Messages written in the contract are already Chinese and name the field.
  if (/[\u4e00-\u9fa5]/.test(issue.message)) {
    return issue.message;
  }
  switch (issue.code) {
    case 'invalid_type':
      return `参数 ${field} 缺失或类型错误`;
    case 'too_big':
      return `参数 ${field} 过长`;
    case 'too_small':
      return `参数 ${field} 过短`;
    case 'invalid_value':
      return `参数 ${field} 取值无效`;
    default:
      return `参数 ${field} 格式错误`;
  }
}
