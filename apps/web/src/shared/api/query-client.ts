import { QueryClient } from '@tanstack/react-query';

// Failures are already shown by the catalogue, so nothing retries behind the person's back.
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});
