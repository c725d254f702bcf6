import type { ComponentType } from 'react';

export type PageLoader = () => Promise<ComponentType>;

/**
 * A page of the page-module map (`page-modules.ts`): its file under features/ and the name of its
 * component. The map, with each page's list of chunks to preload, is its own chunk with the route
 * table beyond the hall, fetched when the first route is idle: the entry carries only the first
 * route's loaders, and a navigation still fetches a page and its chunks in one go.
 */
export interface PageModule {
  file: string;
  exportName: string;
}

export function page(file: string, exportName: string): PageModule {
  return { file, exportName };
}
