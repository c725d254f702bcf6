import { QueryClient } from '@tanstack/react-query';
import { READ_STALE_TIME_MS } from '../../config/ui-timings.ts';

// Failures are already shown by the catalogue, so nothing retries behind the person's back. A write
// is sent even when the browser says it is offline: the client then shows the transport failure at
// once, as a tap did before writes became mutations, instead of a button that waits for the network.
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: READ_STALE_TIME_MS },
    mutations: { retry: false, networkMode: 'always' },
  },
});
