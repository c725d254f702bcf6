import type { identityEndpoints } from '@hall/contract/identity/endpoints';
import { AuthType, type AuthTypeValue } from '@hall/contract/identity/rules';
import { CallerMessage } from '@hall/contract/caller/rules';
import { CardsMessage } from '@hall/contract/cards/rules';
import type { PromiseVideoRequiredData } from '@hall/contract/cards/schemas';
import { ResponseCode } from '@hall/contract/codes';
import { ApiError } from '../../platform/api-error.ts';
import { issuePromiseVideoTicket } from '../../platform/promise-video-ticket.ts';
import { findOwnerIdNumber, PROMISE_VIDEO_MESSAGE } from '../../platform/identity-checks.ts';
import type { FeatureModule } from '../../platform/feature-module.ts';

export const identityModule: FeatureModule<keyof typeof identityEndpoints> = {
  name: 'identity',
  handlers: (deps) => {
    return {
      QUERY_PHONE: async ({ member, input }) => {
        const authType = input.authType ?? AuthType.QUERY_PHONE;
        // -106 when any number under the identity owes its promise video; the reply names no number.
        const pendingPhone = authType === AuthType.QUERY_PHONE ? await deps.boss.findPromiseVideoPending(input.idCardNumber.toUpperCase(), input.name) : null;
        if (pendingPhone) {
          const data: PromiseVideoRequiredData = { ticket: issuePromiseVideoTicket(deps.secretKey, pendingPhone, deps.now()) };
          throw new ApiError(ResponseCode.PROMISE_VIDEO_REQUIRED, PROMISE_VIDEO_MESSAGE, data);
        }
        // Call forwarding is for the bound number, so its owner must be the person named.
        const phone = authType === AuthType.CALL_DIVERT ? (member.boundPhone ?? undefined) : undefined;
        // What /card shows for an identity without numbers, and /calldivertOrder for someone not the owner.
        const idNumber = await findOwnerIdNumber(
          deps,
          { name: input.name, idLast6: input.idCardNumber, phone },
          authType === AuthType.CALL_DIVERT ? CallerMessage.OWNER_MISMATCH : CardsMessage.NO_CARD_UNDER_IDENTITY,
        );
        return deps.identityChecks.start({
          memberId: member.id,
          authType,
          ownerName: input.name,
          idNumber,
          idHint: input.idCardNumber.toUpperCase(),
          returnUrl: input.returnUrl,
          consent: input.consent,
        });
      },
      RESULT_QUERY: async ({ member, input }) => {
        const check = await deps.identityChecks.readPassed({ memberId: member.id, bizNo: input.biz_no });
        return { biz_no: check.bizNo, phone: check.phone ?? '', authType: check.authType as AuthTypeValue };
      },
    };
  },
};
