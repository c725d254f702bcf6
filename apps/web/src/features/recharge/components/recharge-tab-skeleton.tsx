import { EARLY_NUMBER_ATTRIBUTE } from '@hall/contract/hall/first-paint';
import { PlainSkeleton } from '../../../shared/ui/plain-skeleton.tsx';

/**
 * The recharge tab while its products load: also the tab's part of the hall's prerendered frame.
 * Its number row is the loaded tab's, at the same place and height: in the frame the page's
 * bootstrap script writes the number into it from the early reply, so the number paints before
 * the app runs and stays where it is when the app takes over.
 */
export function RechargeTabSkeleton({ phone = '' }: { phone?: string }) {
  return (
    <>
      <div className="recharge-phone">
        <span className="muted">充值号码</span>
        <strong className="recharge-phone-number" {...{ [EARLY_NUMBER_ATTRIBUTE]: '' }}>
          {phone}
        </strong>
      </div>
      <PlainSkeleton lineCount={4} />
    </>
  );
}
