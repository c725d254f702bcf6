import { BOARD_SUCCESS_COUNTDOWN_SECONDS } from '../../../config/ui-timings.ts';
import { CenterPopup } from 'antd-mobile';
import { useEffect, useState } from 'react';

/** 提交成功 overlay: counts down 5 seconds, then closes (the lists were reloaded behind it). */
export function SuccessOverlay({ onClose }: { onClose: () => void }) {
  const [secondsLeft, setSecondsLeft] = useState(BOARD_SUCCESS_COUNTDOWN_SECONDS);
  useEffect(() => {
    if (secondsLeft <= 0) {
      onClose();
      return undefined;
    }
    const timer = window.setTimeout(() => setSecondsLeft((seconds) => seconds - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [secondsLeft, onClose]);
  return (
    <CenterPopup visible onMaskClick={onClose} role="dialog" aria-label="提交成功">
      <div className="success-overlay">
        <div className="success-overlay-icon" aria-hidden="true">
          ✓
        </div>
        <div className="success-overlay-title">提交成功</div>
        <div>感谢您的反馈，我们会尽快处理</div>
        <div className="success-overlay-countdown">{secondsLeft}s后自动关闭</div>
      </div>
    </CenterPopup>
  );
}
