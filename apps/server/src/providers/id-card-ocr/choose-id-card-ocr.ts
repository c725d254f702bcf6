import type { Config } from '../../config.ts';
import { ocrProviderOf } from '../outside-credentials.ts';
import type { IdCardOcr } from './id-card-ocr.ts';
import { createSandboxIdCardOcr } from './sandbox-id-card-ocr.ts';
import { createTencentIdCardOcr } from './tencent-id-card-ocr.ts';

/** The ID card reader OCR_PROVIDER names. */
export function createIdCardOcrOf(config: Config): IdCardOcr {
  switch (ocrProviderOf(config)) {
    case 'sandbox':
      return createSandboxIdCardOcr();
    case 'tencent':
      return createTencentIdCardOcr(config);
  }
}
