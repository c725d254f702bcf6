import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';

/** A page's code: loaded before its route is shown, then rendered from here. */
export interface PageCode {
  load: () => Promise<ComponentType>;
  /** Set once `load` has answered. */
  Component: ComponentType | null;
}

/** What each router entry carries in `handle`: the route table's metadata and what a navigation prepares. */
export interface RouteHandle {
  title?: string;
  keepAlive?: boolean;
  page?: PageCode;
  /** Starts the page's first data together with its code (when a token is there). */
  prefetch?: (queryClient: QueryClient) => Promise<unknown>;
  /** A redirect of the table: the navigation goes on there, replacing this entry. */
  redirectTo?: string;
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null;
}
