import { useLayoutEffect, useRef, type ReactNode } from 'react';
import type { RouteMatch } from 'react-router';
import { isRouteHandle } from './route-handle.ts';

interface KeepAliveOutletProps {
  /** The top route shown (the hall, a page). */
  topMatch: RouteMatch | undefined;
  /** What that route renders. */
  children: ReactNode;
}

/**
 * Renders the current page; pages marked keepAlive stay mounted (hidden) after you leave, so
 * their state and scroll position are there when you come back.
 */
export function KeepAliveOutlet({ topMatch, children }: KeepAliveOutletProps) {
  const key = topMatch?.route.id ?? 'none';
  const handle: unknown = topMatch?.route.handle;
  const isKeptAlive = isRouteHandle(handle) && handle.keepAlive === true;
  const cache = useRef(new Map<string, ReactNode>());
  const scrollPositions = useRef(new Map<string, number>());
  const previousKey = useRef<string | null>(null);

  if (isKeptAlive) {
    cache.current.set(key, children);
  }

  useLayoutEffect(() => {
    if (previousKey.current === key) {
      return;
    }
    if (previousKey.current) {
      scrollPositions.current.set(previousKey.current, window.scrollY);
    }
    previousKey.current = key;
    window.scrollTo(0, isKeptAlive ? (scrollPositions.current.get(key) ?? 0) : 0);
  }, [key, isKeptAlive]);

  return (
    <>
      {[...cache.current.entries()].map(([cachedKey, element]) => (
        <div key={cachedKey} className="kept-alive" hidden={cachedKey !== key}>
          {element}
        </div>
      ))}
      {!isKeptAlive && <div key={key}>{children}</div>}
    </>
  );
}
