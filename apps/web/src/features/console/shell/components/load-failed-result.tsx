import { Button, Result } from 'antd';
import { isApiError } from '../../../../shared/api/api-error.ts';
import type { ConsoleQuery } from './console-query.ts';

/** A read that failed: the server's reason (else `fallback`) and 重试, which reads again in place. */
export function LoadFailedResult({ query, fallback }: { query: ConsoleQuery<unknown>; fallback: string }) {
  return (
    <Result
      status="warning"
      title={isApiError(query.error) ? query.error.message : fallback}
      extra={
        <Button type="primary" loading={query.isFetching} onClick={() => void query.refetch()}>
          重试
        </Button>
      }
    />
  );
}
