// Separate consent before sensitive personal data is collected (PIPL articles 28-29): a face
// image for an identity check, or a photo of an ID card. The person reads the notice and agrees;
// the request then carries `consent: true` and the server records which notice version was agreed.

export const ConsentPurpose = {
  FACE_CHECK: 'faceCheck',
  ID_PHOTO: 'idPhoto',
} as const;
export type ConsentPurposeValue = (typeof ConsentPurpose)[keyof typeof ConsentPurpose];

export interface ConsentNotice {
  /** Recorded with each consent, so a later change of wording never rewrites what was agreed. */
  version: string;
  title: string;
  body: string;
}

export const CONSENT_NOTICES: Record<ConsentPurposeValue, ConsentNotice> = {
  faceCheck: {
    version: 'face-check-2026-11',
    title: '人脸识别授权',
    body:
      '为核实您的身份，我们将采集您的面部图像，并与您提供的姓名、身份证号进行比对。' +
      '面部图像属于敏感个人信息，仅用于本次身份核验，由核验服务商处理后不作他用；' +
      '我们只保存核验结果。您可以拒绝，拒绝后无法通过人脸识别办理本业务，可前往营业厅办理。',
  },
  idPhoto: {
    version: 'id-photo-2026-12',
    title: '证件照片授权',
    body:
      '办理本业务需要上传身份证照片，其中包含您的身份证号、住址等敏感个人信息。' +
      '照片加密保存，仅用于本业务的审核，只有审核人员可以查看；' +
      '代理商开卡时拍摄的身份证人像面会交由证件识别服务商读取姓名和证件号码，服务商不作他用。' +
      '您可以拒绝，拒绝后无法在线办理本业务，可前往营业厅办理。',
  },
};

export const CONSENT_AGREE_TEXT = '同意并继续';
export const CONSENT_DECLINE_TEXT = '不同意';
export const CONSENT_REQUIRED_MESSAGE = '请先阅读并同意个人信息授权';

/** The old invoice form's photos of an ID card (front, back, held by its owner): sent only with consent. */
export function carriesIdPhotos(form: { idCardFront?: string; idCardBack?: string; photo?: string }): boolean {
  return Boolean(form.idCardFront || form.idCardBack || form.photo);
}
