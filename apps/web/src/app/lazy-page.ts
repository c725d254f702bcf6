import { CHUNK_LOAD_TIMEOUT_MS } from '../config/ui-timings.ts';
import type { ComponentType } from 'react';
import { readPendingLocation } from './login-guard.ts';
import type { PageLoader } from './page-module.ts';
import type { PageCode } from './route-handle.ts';

const RETRY_MARK = 'chunk-retry';

function withTimeout<T>(promise: Promise<T>, milliseconds: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('ChunkLoadError: timed out')), milliseconds);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** After a part failed to load: reload at `target` once; a second failure there is the route's error. */
function reloadOnce(target: string, error: unknown): Promise<never> {
  if (sessionStorage.getItem(RETRY_MARK) !== target) {
    sessionStorage.setItem(RETRY_MARK, target);
    window.location.replace(target);
    return new Promise<never>(() => undefined);
  }
  throw error;
}

/**
 * Loads a page's part. When it fails to load (a new deployment replaced the files, or the
 * network dropped), the app reloads at the pending location once.
 */
export function lazyPage(load: PageLoader): () => Promise<{ Component: ComponentType }> {
  return async () => {
    try {
      const Component = await withTimeout(load(), CHUNK_LOAD_TIMEOUT_MS);
      sessionStorage.removeItem(RETRY_MARK);
      return { Component };
    } catch (error) {
      return reloadOnce(readPendingLocation(), error);
    }
  };
}

/** A route's page code: loaded once (with `lazyPage`'s retry), then kept for rendering. */
export function pageCode(load: PageLoader): PageCode {
  const loadPage = lazyPage(load);
  const code: PageCode = {
    Component: null,
    load: async () => {
      code.Component ??= (await loadPage()).Component;
      return code.Component;
    },
  };
  return code;
}

/**
 * Loads a part the router needs before it can match a path (the route table beyond the hall),
 * reloading at `target` once when it fails, as a page's part does. Only a page that loads
 * clears the mark, so a page that fails after its table loaded still reloads only once.
 */
export async function loadOrReloadOnce<T>(load: () => Promise<T>, target: string): Promise<T> {
  try {
    return await withTimeout(load(), CHUNK_LOAD_TIMEOUT_MS);
  } catch (error) {
    return reloadOnce(target, error);
  }
}
