import type { memberEndpoints } from '@hall/contract/member/endpoints';
import type { FeatureModule } from '../../platform/feature-module.ts';
import { bindPhone, bindPhoneByIdentityCheck, readMemberRecord, setCareMode } from './member.service.ts';

export const memberModule: FeatureModule<keyof typeof memberEndpoints> = {
  name: 'member',
  handlers: (deps) => {
    return {
      PERSONAL_DATA: ({ member }) => readMemberRecord(deps, member),
      BIND_PHONE: ({ member, input }) =>
        input.biz_no ? bindPhoneByIdentityCheck(deps, member, input.biz_no) : bindPhone(deps, member, { phone: input.phone ?? '', code: input.code ?? '' }),
      SET_CARE_MODE: ({ member, input }) => setCareMode(deps, member, input.enabled),
    };
  },
};
