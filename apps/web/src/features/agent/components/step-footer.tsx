import { Button } from 'antd-mobile';

interface StepFooterProps {
  label: '下一步' | '去实名';
  isBusy: boolean;
  isDisabled?: boolean;
  onNext: () => void;
}

/** The opening's one button under each step. */
export function StepFooter({ label, isBusy, isDisabled = false, onNext }: StepFooterProps) {
  return (
    <div className="page-actions agent-footer">
      <Button block color="primary" size="large" loading={isBusy} disabled={isDisabled} onClick={onNext}>
        {label}
      </Button>
    </div>
  );
}
