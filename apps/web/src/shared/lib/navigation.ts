// The API client must navigate (-101, -102) without being a component; the router registers
// its navigate function here when it is created.

type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigateFunction: Navigate = (to) => window.location.assign(to);

export function setNavigate(navigate: Navigate): void {
  navigateFunction = navigate;
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  navigateFunction(to, options);
}

/** Builds a path with an optional query, the spec's navigation helper. */
export function buildPath(path: string, query?: Record<string, string | number | undefined>): string {
  const entries = Object.entries(query ?? {}).filter((entry): entry is [string, string | number] => entry[1] !== undefined);
  if (entries.length === 0) {
    return path;
  }
  return `${path}?${new URLSearchParams(entries.map(([key, value]) => [key, String(value)])).toString()}`;
}

let knownRoutePaths = new Set<string>();

/** The router tells which pages are built, so menus can hide entries whose page is not. */
export function setKnownRoutes(paths: string[]): void {
  knownRoutePaths = new Set(paths.map((path) => path.toLowerCase()));
}

export function isRouteAvailable(path: string): boolean {
  return knownRoutePaths.has((path.split('?')[0] ?? path).toLowerCase());
}

/** Opens a link from data (banners): paths of this app stay in the router, others leave the app. */
export function openLink(url: string): void {
  if (/^\/(?![/\\])/.test(url)) {
    navigateTo(url);
  } else if (/^https?:\/\//i.test(url)) {
    window.location.assign(url);
  }
}
