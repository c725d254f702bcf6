import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { useMatches, useOutlet } from 'react-router';
import { isRouteHandle } from './route-handle.ts';

/**
 * Renders the current page; pages marked keepAlive stay mounted (hidden) after you leave, so
 * their state and scroll position are there when you come back.
 */
export function KeepAliveOutlet() {
  const outlet = useOutlet();
  const matches = useMatches();
  const topMatch = matches[1];
  const key = topMatch?.id ?? 'none';
  const isKeptAlive = isRouteHandle(topMatch?.handle) && topMatch.handle.keepAlive;
  const cache = useRef(new Map<string, ReactNode>());
  const scrollPositions = useRef(new Map<string, number>());
  const previousKey = useRef<string | null>(null);

  if (isKeptAlive) {
    cache.current.set(key, outlet);
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
      {!isKeptAlive && <div key={key}>{outlet}</div>}
    </>
  );
}
