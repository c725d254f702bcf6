import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { blockHistoryPops } from '../lib/pop-blocking.ts';
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
  const isAsking = useRef(false);

  const leave = useCallback(() => {
    isLeaving.current = true;
    if (leaveTo) {
      navigate(leaveTo, { replace: true });
    } else {
      navigate(-1);
    }
  }, [leaveTo, navigate]);

  // Only history moves (the browser's back button) are intercepted; links inside the page work.
  useEffect(() => {
    if (!isEnabled) {
      return;
    }
    return blockHistoryPops({
      shouldBlock: () => !isLeaving.current,
      onBlocked: (proceed) => {
        if (isAsking.current) {
          return;
        }
        isAsking.current = true;
        void showConfirm({ content: message }).then((isConfirmed) => {
          isAsking.current = false;
          if (!isConfirmed) {
            return;
          }
          if (leaveTo) {
            leave();
          } else {
            isLeaving.current = true;
            proceed();
          }
        });
      },
    });
  }, [isEnabled, leave, leaveTo, message]);

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
