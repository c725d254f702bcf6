import { ApplicationMessage } from '@hall/contract/applications/rules';
import type { AuthTypeValue } from '@hall/contract/identity/rules';
import { useNavigate } from 'react-router';
import { useIdentityCheck } from '../../../shared/hooks/use-identity-check.ts';
import { showAlert } from '../../../shared/ui/dialogs.ts';

/**
 * The return route of a member's face check: on failure 身份核验失败，请重试 and back to the
 * entry page; on success the form can use the biz_no and the checked number.
 */
export function useReturnCheck(authType: AuthTypeValue, startPath: string) {
  const navigate = useNavigate();
  const identity = useIdentityCheck({
    authType,
    onFailed: () => {
      void showAlert(ApplicationMessage.IDENTITY_FAILED).then(() => navigate(startPath, { replace: true }));
    },
  });
  return identity.state;
}
