/** What each router entry carries in `handle`: the route table's metadata. */
export interface RouteHandle {
  title: string;
  keepAlive: boolean;
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'title' in value;
}
