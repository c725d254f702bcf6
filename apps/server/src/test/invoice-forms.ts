import { JPEG_DATA_URL } from './images.ts';

/**
 * The old invoice form (SUBMIT_INVOICE) as the page sends it for 张伟 (17012340001): a personal
 * title, both ID card photos and the consent to send them. Fields given override these.
 */
export function personalOldInvoiceForm(fields: { invoiceId: string | undefined; code: string } & Record<string, unknown>): Record<string, unknown> {
  return {
    mobilePhone: '17012340001',
    invoiceType: 1,
    consent: true,
    title: '张伟',
    name: '张伟',
    telephone: '13800138000',
    email: 'me@example.com',
    idCardFront: JPEG_DATA_URL,
    idCardBack: JPEG_DATA_URL,
    ...fields,
  };
}
