import { UnbindType } from '@hall/contract/account/rules';
import { call } from '../../shared/api/subscriber-client.ts';

/** BIND_PHONE without a code: the biz_no of the passed ACCOUNT_BIND face check. */
export function bindByIdentityCheck(bizNo: string) {
  return call('BIND_PHONE', { biz_no: bizNo }, { isSilent: true });
}

export function unbindByCode(mobilePhone: string, code: string) {
  return call('RELIEVE_BINDING', { type: UnbindType.BY_CODE, mobilePhone, code });
}

export function unbindByIdentity(idCard: string, name: string) {
  return call('RELIEVE_BINDING', { type: UnbindType.BY_IDENTITY, idCard, name });
}
