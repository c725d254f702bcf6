import { z } from 'zod';
import { mobilePhoneField, requiredText } from '../fields.ts';

// The fields and answers more than one of the agent area's modules take (login, opening, its payment).

/** The number being opened. */
export const serviceIdField = mobilePhoneField;

export const recordNumberField = z
  .string({ error: '缺少开户流水号' })
  .trim()
  .min(1, '缺少开户流水号')
  .max(40, '开户流水号无效')
  .regex(/^[\w-]+$/, '开户流水号无效');

/** A card's sale resource id: the record id of a scanned virtual-operator link (?pone). */
export const saleResourceIdField = requiredText('开户记录编号', 40).regex(/^[\w-]+$/, '开户记录编号无效');

export const emptySchema = z.object({});
export const okSchema = z.object({ result: z.literal('ok') });
