/** The route table beyond the hall with the other pages' loaders: one chunk, also warmed when the first route is idle. */
export function loadOtherRoutes() {
  return import('./page-modules.ts');
}
