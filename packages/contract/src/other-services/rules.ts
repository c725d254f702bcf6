// Other services (zod-free): the complaint form's message and check, the same on the phone and the server.

import { checkRequired, type FieldCheck } from '../validators.ts';

export const OtherServicesMessage = {
  COMPLAINT_REQUIRED: '请填写内容',
} as const;

export const OtherServicesCheck = {
  COMPLAINT: checkRequired(OtherServicesMessage.COMPLAINT_REQUIRED),
} satisfies Record<string, FieldCheck>;
