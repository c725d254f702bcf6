import { z } from 'zod';
import { ContentLimit, IMAGE_ADDRESS_PATTERN, LINK_ADDRESS_PATTERN } from './console-content/rules.ts';
import { ExportMessage } from './export-range.ts';
import { lineString, multiLineString } from './fields.ts';

// Field builders of the console's forms, with Chinese messages naming the field (code -100).

/** A row id (identity column). */
export function rowIdField(label: string) {
  return z
    .number({ error: `${label}格式错误` })
    .int(`${label}格式错误`)
    .positive(`${label}格式错误`)
    .max(Number.MAX_SAFE_INTEGER, `${label}格式错误`);
}

/** A whole number from 0 (or min) to max. */
export function countField(label: string, max: number = ContentLimit.AMOUNT_MAX, min = 0) {
  return z
    .number({ error: `请填写${label}` })
    .int(`${label}须为整数`)
    .min(min, min === 0 ? `${label}不能为负数` : `${label}不能小于${min}`)
    .max(max, `${label}不能超过${max}`);
}

export const sortOrderField = countField('排序', ContentLimit.SORT_ORDER_MAX).default(0);

/** One line of text a person types: required, trimmed, no control characters. */
export function lineField(label: string, maxLength: number) {
  return lineString(label, `请填写${label}`).trim().min(1, `请填写${label}`).max(maxLength, `${label}不能超过${maxLength}个字符`);
}

/** Several lines a person types (replies, answers, reasons): required, trimmed, tab and line breaks allowed. */
export function multiLineField(label: string, maxLength: number) {
  return multiLineString(label, `请填写${label}`).trim().min(1, `请填写${label}`).max(maxLength, `${label}不能超过${maxLength}个字符`);
}

export function optionalMultiLineField(label: string, maxLength: number) {
  return multiLineString(label).trim().max(maxLength, `${label}不能超过${maxLength}个字符`).default('');
}

export function optionalLineField(label: string, maxLength: number) {
  return lineString(label).trim().max(maxLength, `${label}不能超过${maxLength}个字符`).default('');
}

export function imageAddressField(label: string) {
  return lineString(label, `请填写${label}`)
    .trim()
    .min(1, `请填写${label}`)
    .max(ContentLimit.IMAGE_ADDRESS, `${label}过长`)
    .regex(IMAGE_ADDRESS_PATTERN, `${label}须为 / 或 https:// 开头的地址，或图片 data URL`);
}

export const optionalImageAddressField = (label: string) => z.union([z.literal(''), imageAddressField(label)]).default('');

export const linkAddressField = lineString('链接地址')
  .trim()
  .max(ContentLimit.ADDRESS, '链接地址过长')
  .regex(LINK_ADDRESS_PATTERN, '链接地址须为 / 开头的站内路径或 http(s):// 地址')
  .default('');

/** An ISO date-time the browser sends. */
export function isoTimeField(label: string) {
  return z.iso.datetime({ offset: true, error: `${label}格式错误` });
}

/** A console export's range of China days, both included (checked in full by isExportRange). */
export const exportRangeShape = {
  from: z
    .string({ error: ExportMessage.DAY_REQUIRED })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, ExportMessage.DAY_REQUIRED),
  to: z
    .string({ error: ExportMessage.DAY_REQUIRED })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, ExportMessage.DAY_REQUIRED),
};
