import { useQueryClient } from '@tanstack/react-query';
import { PullToRefresh } from 'antd-mobile';
import type { ReactNode } from 'react';

/**
 * Pull down to refresh: every query the page shows (the active ones) loads again; the spinner
 * stays until they have answered, failed ones included (their page shows its error state).
 */
export function PullRefresh({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  return (
    <PullToRefresh
      onRefresh={async () => {
        await queryClient.refetchQueries({ type: 'active' });
      }}
    >
      {children}
    </PullToRefresh>
  );
}
