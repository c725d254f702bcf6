import { PlainSkeleton } from '../../../shared/ui/plain-skeleton.tsx';

/** The recharge tab while its products load: also the tab's part of the hall's prerendered frame. */
export function RechargeTabSkeleton() {
  return <PlainSkeleton lineCount={5} />;
}
