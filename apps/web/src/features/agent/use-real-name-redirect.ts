import type { OpenCardRecord } from '@hall/contract/agent/opening-schemas';
import { ConsentPurpose } from '@hall/contract/consent';
import { useCallback } from 'react';
import { askConsent } from '../../shared/ui/consent-dialog.ts';
import { storeRealNameHandOver } from './agent-storage.ts';
import { useStartRealName } from './opening-api.ts';

/**
 * The agent's way out to the real-name service (ID card reading and face check). It is not the
 * hall's shared/hooks/use-identity-check.ts: the spec keeps the agent's hand-over in local storage
 * (Judge, BizNo, GetToken), so that it survives the WeChat page being closed, where the hall keeps
 * its own in session storage. The way back is read by use-open-card-flow.ts (hasRealNameHandOver).
 */
export function useRealNameRedirect() {
  const { mutateAsync: startRealName } = useStartRealName();
  return useCallback(
    async (record: OpenCardRecord, returnUrl: string) => {
      // Declining the face check keeps the agent on the step.
      if (!(await askConsent(ConsentPurpose.FACE_CHECK))) {
        return;
      }
      const started = await startRealName({ record, returnUrl });
      storeRealNameHandOver(started);
      window.location.assign(started.url);
    },
    [startRealName],
  );
}
