import { useSearchParams } from 'react-router';

/** A query parameter by name, URL-decoded, or null when absent. */
export function useQueryParam(name: string): string | null {
  const [searchParams] = useSearchParams();
  return searchParams.get(name);
}
