import { z } from 'zod';
import { lineString, multiLineString } from '../fields.ts';
import { AGREEMENT_KINDS, AgreementLimit, AgreementMessage } from '../agreements/rules.ts';
import { lineField } from '../console-fields.ts';
import type { SchemaTable } from '../operation.ts';
import type { consoleTextsEndpoints } from './endpoints.ts';
import { CHAT_URL_PATTERN, ChatLimit, ChatMessage, CooperationLimit, CooperationMessage } from './rules.ts';

const agreementKindField = z.enum(AGREEMENT_KINDS, { error: '请选择协议类型' });

/** A text, multi-line unless told: required after trimming, at most max characters. */
const textField = (label: string, messages: { required: string; tooLong: string }, max: number, isMultiLine = true) =>
  (isMultiLine ? multiLineString : lineString)(label, messages.required).trim().min(1, messages.required).max(max, messages.tooLong);

export const consoleAgreementVersionSchema = z.object({
  kind: agreementKindField,
  version: z.number().int(),
  title: z.string(),
  publishedAt: z.string(),
  /** The editor who published it; empty for the version the product ships with. */
  publishedBy: z.string(),
});
export type ConsoleAgreementVersion = z.infer<typeof consoleAgreementVersionSchema>;

export const consoleAgreementTextSchema = consoleAgreementVersionSchema.extend({ body: z.string() });
export type ConsoleAgreementText = z.infer<typeof consoleAgreementTextSchema>;

export const chatEntrySchema = z.object({
  nickName: lineField('客服名称', ChatLimit.NICK_NAME),
  nickType: lineField('入口类型', ChatLimit.NICK_TYPE),
  nickId: lineField('客服账号', ChatLimit.NICK_ID),
});
export type ChatEntry = z.infer<typeof chatEntrySchema>;

const chatSettingsSchema = z.object({
  chatUrl: z.string(),
  entries: z.array(chatEntrySchema),
  updatedAt: z.string(),
  /** False when this server does not serve the address (the sandbox chat without the demo set): WX_URL then refuses with the hotline. */
  isChatUrlServed: z.boolean(),
});
export type ConsoleChatSettings = z.infer<typeof chatSettingsSchema>;

const cooperationSchema = z.object({ title: z.string(), body: z.string(), updatedAt: z.string() });
export type ConsoleCooperation = z.infer<typeof cooperationSchema>;

export const consoleTextsSchemas = {
  CONSOLE_AGREEMENTS: {
    request: z.object({}),
    response: z.object({ kinds: z.array(z.object({ kind: agreementKindField, versions: z.array(consoleAgreementVersionSchema) })) }),
  },
  CONSOLE_AGREEMENT_VERSION: {
    request: z.object({ kind: agreementKindField, version: z.number({ error: '请选择协议版本' }).int('协议版本无效').positive('协议版本无效') }),
    response: consoleAgreementTextSchema,
  },
  CONSOLE_PUBLISH_AGREEMENT: {
    request: z.object({
      kind: agreementKindField,
      title: textField('标题', { required: AgreementMessage.TITLE_REQUIRED, tooLong: AgreementMessage.TITLE_TOO_LONG }, AgreementLimit.TITLE, false),
      body: textField('正文', { required: AgreementMessage.BODY_REQUIRED, tooLong: AgreementMessage.BODY_TOO_LONG }, AgreementLimit.BODY),
    }),
    response: consoleAgreementTextSchema,
  },
  CONSOLE_CHAT_SETTINGS: { request: z.object({}), response: chatSettingsSchema },
  CONSOLE_SAVE_CHAT_SETTINGS: {
    request: z.object({
      chatUrl: lineString('客服地址', ChatMessage.URL_REQUIRED)
        .trim()
        .min(1, ChatMessage.URL_REQUIRED)
        .max(ChatLimit.URL, ChatMessage.URL_INVALID)
        .regex(CHAT_URL_PATTERN, ChatMessage.URL_INVALID),
      entries: z
        .array(chatEntrySchema, { error: ChatMessage.ENTRIES_REQUIRED })
        .min(1, ChatMessage.ENTRIES_REQUIRED)
        .max(ChatLimit.ENTRIES, ChatMessage.ENTRIES_TOO_MANY)
        .refine((entries) => new Set(entries.map((entry) => entry.nickId)).size === entries.length, ChatMessage.NICK_ID_DUPLICATE),
    }),
    response: chatSettingsSchema,
  },
  CONSOLE_COOPERATION: { request: z.object({}), response: cooperationSchema },
  CONSOLE_SAVE_COOPERATION: {
    request: z.object({
      title: textField('标题', { required: CooperationMessage.TITLE_REQUIRED, tooLong: CooperationMessage.TITLE_TOO_LONG }, CooperationLimit.TITLE, false),
      body: textField('正文', { required: CooperationMessage.BODY_REQUIRED, tooLong: CooperationMessage.BODY_TOO_LONG }, CooperationLimit.BODY),
    }),
    response: cooperationSchema,
  },
} satisfies SchemaTable<typeof consoleTextsEndpoints>;
