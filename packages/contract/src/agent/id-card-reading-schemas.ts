import { z } from 'zod';
import { consentField } from '../fields.ts';
import type { SchemaTable } from '../operation.ts';
import type { idCardReadingEndpoints } from './endpoints.ts';
import { imageField, uimIdField } from './opening-schemas.ts';

/** What the ID card reading answers: the stored photo and the fields the agent confirms (or corrects). */
export const idCardReadingSchema = z.object({
  /** The sealed photo, as uploadCard answers its own (/api/gzh/files/…). */
  url: z.string(),
  /** The name read from the card; the agent confirms or corrects it. */
  name: z.string(),
  /** The 18-character ID number read from the card; the agent confirms or corrects it. */
  idNumber: z.string(),
  /** Where the reading came from: the OCR provider, or the sandbox's demo card (no image is read). */
  source: z.enum(['ocr', 'sandbox']),
});
export type IdCardReading = z.infer<typeof idCardReadingSchema>;

export const idCardReadingSchemas = {
  READ_ID_CARD: {
    request: z.object({ image: imageField, uimId: uimIdField, consent: consentField }),
    response: idCardReadingSchema,
  },
} satisfies SchemaTable<typeof idCardReadingEndpoints>;
