import { lineString } from '@hall/contract/fields';

/**
 * A text value a sandbox page receives (query, form field): the contract's single-line text, so NUL
 * and the other control characters are refused here as in every operation, never reaching the database.
 */
export function sandboxText(maxLength: number) {
  return lineString('参数').max(maxLength);
}
