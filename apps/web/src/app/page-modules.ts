import type { ComponentType } from 'react';
import { loadSubscriberEndpoints } from '../shared/api/subscriber-client.ts';

// Every page module except the first route's (hall, recharge tab) and the console's, which
// route-table.ts imports directly. Vite turns each into a lazy import with its preload list;
// gathering them here keeps those lists out of the entry chunk. main.tsx warms this chunk once
// the first route is idle.
const pageModules = import.meta.glob<Record<string, unknown>>([
  '../features/*/pages/*.tsx',
  '!../features/*/pages/*.test.tsx',
  '!../features/console/pages/*.tsx',
  '!../features/hall/pages/hall-page.tsx',
  '!../features/recharge/pages/recharge-tab-page.tsx',
]);

// The other pages' operations: their endpoints come with their loaders, not with their first call.
void loadSubscriberEndpoints();

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
