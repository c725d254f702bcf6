import { Button, Result } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { IDENTITY_FAILED_MESSAGE } from '../hooks/use-identity-check.ts';

export const CHECK_REQUIRED_MESSAGE = '请先完成身份核验';

interface CheckRequiredProps {
  /** Where the check is started and how the page says so. */
  description: string;
  /** The button back to the check's entry page, when the page offers one. */
  action?: { label: string; path: string };
  /** The check came back failed: its failure instead of 请先完成身份核验. */
  isFailed?: boolean;
}

/** A face check's return route opened without a passed check: 请先完成身份核验 and the way back to it. */
export function CheckRequired({ description, action, isFailed = false }: CheckRequiredProps) {
  const navigate = useNavigate();
  return (
    <>
      <Result status={isFailed ? 'error' : 'info'} title={isFailed ? IDENTITY_FAILED_MESSAGE : CHECK_REQUIRED_MESSAGE} description={description} />
      {action && (
        <div className="page-actions">
          <Button block color="primary" onClick={() => navigate(action.path, { replace: true })}>
            {action.label}
          </Button>
        </div>
      )}
    </>
  );
}
