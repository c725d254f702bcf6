import { call } from '../../shared/api/subscriber-client.ts';

/** Step 1: the SMS code (type 05) and the old password of the bound number. */
export function checkOldPassword(mobilePhone: string, code: string, rawServicePass: string) {
  return call('servicePasswordEditTest', { mobilePhone, code, rawServicePass });
}

/** Step 2: after step 1, or with the biz_no of the passed SET_PASSWORD face check. */
export function setNewPassword(newServicePass: string, confirmServicePass: string, bizNo: string | null) {
  return call('setService_Password', { newServicePass, confirmServicePass, ...(bizNo ? { biz_no: bizNo } : {}) }, { isSilent: true });
}
