import { Button, Result } from 'antd';
import { isApiError } from '../../../../shared/api/api-error.ts';

/** A list that could not be read: the reason and a retry. */
export function LoadFailedResult({ error, fallback, onRetry }: { error: unknown; fallback: string; onRetry: () => void }) {
  return (
    <Result
      status="warning"
      title={isApiError(error) ? error.message : fallback}
      extra={
        <Button type="primary" onClick={onRetry}>
          重试
        </Button>
      }
    />
  );
}
