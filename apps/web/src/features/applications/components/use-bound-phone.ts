import { ApplicationMessage } from '@hall/contract/applications/rules';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useMember } from '../../../shared/member/use-member.ts';
import { showAlert } from '../../../shared/ui/dialogs.ts';

/**
 * The bound number (getMember) and a guard that sends an unbound member to /AccountBind. A member
 * record that failed to load is not "unbound": the page shows `member` through QueryView.
 */
export function useBoundPhone() {
  const navigate = useNavigate();
  const member = useMember();
  const info = member.data?.mobilePhoneInfo ?? null;
  const phone = info?.bindTime ? info.mobilePhone : null;
  const isLoading = member.isPending;
  const isMemberLoaded = member.isSuccess;

  /** True when bound; otherwise 请先绑定手机号 and, on confirm, /AccountBind. */
  const requireBound = useCallback((): boolean => {
    if (phone) {
      return true;
    }
    if (!isMemberLoaded) {
      return false;
    }
    void showAlert(ApplicationMessage.BIND_FIRST).then(() => navigate('/AccountBind'));
    return false;
  }, [isMemberLoaded, navigate, phone]);

  /** Submits a form once the member is bound: the spec asks to bind before it looks at the fields. */
  const submitWhenBound = useCallback(
    (form: { submit: () => void }) => {
      if (requireBound()) {
        form.submit();
      }
    },
    [requireBound],
  );

  return { member, phone, isLoading, requireBound, submitWhenBound };
}
