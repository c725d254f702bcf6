import { useCallback, useEffect, useRef } from 'react';
import { useBlocker, useNavigate } from 'react-router';
import { showConfirm } from '../ui/dialogs.ts';

interface LeaveConfirmOptions {
  message: string;
  isEnabled?: boolean;
  /** Where to go once confirmed (replacing this page); by default the navigation proceeds. */
  leaveTo?: string;
}

/**
 * Asks before leaving a page, for the header's back button and the browser's back button alike.
 * Returns `requestLeave`, for the page's own back button.
 */
export function useLeaveConfirm({ message, isEnabled = true, leaveTo }: LeaveConfirmOptions) {
  const navigate = useNavigate();
  const isLeaving = useRef(false);
  // Only history moves (the browser's back button) are intercepted; links inside the page work.
  const blocker = useBlocker(({ historyAction }) => isEnabled && !isLeaving.current && historyAction === 'POP');

  const leave = useCallback(() => {
    isLeaving.current = true;
    if (leaveTo) {
      navigate(leaveTo, { replace: true });
    } else {
      navigate(-1);
    }
  }, [leaveTo, navigate]);

  useEffect(() => {
    if (blocker.state !== 'blocked') {
      return;
    }
    void showConfirm({ content: message }).then((isConfirmed) => {
      if (!isConfirmed) {
        blocker.reset();
        return;
      }
      if (leaveTo) {
        blocker.reset();
        leave();
      } else {
        isLeaving.current = true;
        blocker.proceed();
      }
    });
  }, [blocker, leave, leaveTo, message]);

  const requestLeave = useCallback(() => {
    if (!isEnabled) {
      leave();
      return;
    }
    void showConfirm({ content: message }).then((isConfirmed) => {
      if (isConfirmed) {
        leave();
      }
    });
  }, [isEnabled, leave, message]);

  return { requestLeave };
}
