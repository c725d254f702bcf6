import type { ComponentType } from 'react';
import { loadSubscriberEndpoints } from '../shared/api/subscriber-client.ts';
import { setKnownRoutes } from '../shared/lib/navigation.ts';
import { listRoutePaths } from './route-table.ts';

export { findRoute, layoutRoutes, pageRoutes, redirectRoutes } from './route-table.ts';

// The route table beyond the hall (route-table.ts), and every page module of the phone except the
// first route's (hall, recharge tab), which the route tables import directly (the console's pages,
// one folder deeper, are loaded by its own section table). Vite
// turns each into a lazy import with its preload list; gathering them here keeps those lists out
// of the entry chunk. main.tsx warms this chunk once the first route is idle.
const pageModules = import.meta.glob<Record<string, unknown>>([
  '../features/*/pages/*.tsx',
  '!../features/*/pages/*.test.tsx',
  '!../features/hall/pages/hall-page.tsx',
  '!../features/recharge/pages/recharge-tab-page.tsx',
]);

// The other pages' operations: their endpoints come with their loaders, not with their first call.
void loadSubscriberEndpoints();

// Menus hide entries whose page is not built; the pages with such menus all load through this map.
setKnownRoutes(listRoutePaths());

/** Loads `features/<file>.tsx` and answers its page component `exportName`. */
export async function loadPageComponent(file: string, exportName: string): Promise<ComponentType> {
  const load = pageModules[`../features/${file}.tsx`];
  if (!load) {
    throw new Error(`No page module features/${file}.tsx`);
  }
  const module = await load();
  const component = module[exportName];
  if (typeof component !== 'function' && (typeof component !== 'object' || component === null)) {
    throw new Error(`features/${file}.tsx has no page ${exportName}`);
  }
  return component as ComponentType;
}
