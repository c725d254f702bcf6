import { describe, expect, it, vi } from 'vitest';
import { combineQueries } from './combined-query.ts';
import type { ViewedQuery } from './query-view.tsx';

function queryOf<T>(state: Partial<ViewedQuery<T>>): ViewedQuery<T> {
  return { data: undefined, error: null, isError: false, isFetching: false, refetch: vi.fn(() => Promise.resolve()), ...state };
}

describe('combineQueries: a view that needs two queries', () => {
  it('has data only once both have theirs', () => {
    expect(combineQueries(queryOf({ data: 1 }), queryOf<string>({})).data).toBeUndefined();
    expect(combineQueries(queryOf({ data: 1 }), queryOf({ data: 'a' })).data).toEqual([1, 'a']);
  });

  it('fails with the failed one’s error and its retry loads again only what failed', async () => {
    const loaded = queryOf({ data: 1 });
    const failed = queryOf<string>({ isError: true, error: new Error('500') });
    const combined = combineQueries(loaded, failed);
    expect(combined.isError).toBe(true);
    expect(combined.error).toBe(failed.error);
    await combined.refetch();
    expect(failed.refetch).toHaveBeenCalledTimes(1);
    expect(loaded.refetch).not.toHaveBeenCalled();
  });
});
