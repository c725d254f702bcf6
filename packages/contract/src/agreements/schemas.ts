import { z } from 'zod';

/** An agreement as a signer reads it: the version to sign under, the title and its paragraphs. */
export const agreementTextSchema = z.object({
  version: z.number().int().positive(),
  title: z.string(),
  paragraphs: z.array(z.string()),
});
export type AgreementText = z.infer<typeof agreementTextSchema>;

/** The version a signature is given under: the one the person read. */
export const agreementVersionField = z.coerce.number({ error: '请先阅读入网协议' }).int().positive();
