// What the web build and the server agree on about the hall's first paint. The build prerenders
// the hall's frame into index.html between the frame markers, with the slots below where the
// server writes the notice and the banners (edited in the console) on every page of the hall's
// landing paths; every other path gets the page without the frame. An inline script of the same
// page starts the first screen's requests before the app's code has arrived.

/** The paths that open on the hall's recharge tab: the hall's own and its index redirect's. */
export const HALL_LANDING_PATHS = ['/', '/Recharge'] as const;

/** Whether a path (without its query) lands on the hall's recharge tab; paths match case-insensitively, as the router's do. */
export function isHallLandingPath(path: string): boolean {
  const lower = path.toLowerCase();
  return HALL_LANDING_PATHS.some((landing) => landing.toLowerCase() === lower || `${landing.toLowerCase()}/` === lower);
}

export const HALL_FRAME_ID = 'hall-frame';
export const HALL_FRAME_START = '<!--hall-frame-->';
export const HALL_FRAME_END = '<!--/hall-frame-->';

/** Where the server writes the notice's text (escaped, the hotline a tel: link) inside the frame. */
export const HALL_FRAME_NOTICE_SLOT = '%HALL_NOTICE%';
/** Where the server writes the banners' markup inside the frame (nothing when there are none). */
export const HALL_FRAME_BANNERS_SLOT = '<hall-banners-slot></hall-banners-slot>';

/**
 * The element of the frame's recharge tab that shows the number: the bootstrap script writes the
 * member's active number into it from the early PERSONAL_DATA reply, before the app's code runs.
 */
export const EARLY_NUMBER_ATTRIBUTE = 'data-early-number';

/** The hall's side tabs: every one of them opens on the hall, whose first read is the member's. */
export const HALL_TAB_PATHS = ['/Recharge', '/BusinessQuery', '/BusinessHandle', '/PersonalInformation'] as const;

/** A read the page's bootstrap script may start: it takes no input beyond the token. */
export type FirstScreenOperation = 'PERSONAL_DATA' | 'RECHARGE_PRODUCT';

/**
 * The first screen's reads of each of the hall's paths, which the page's bootstrap script starts:
 * the member on every tab, and the recharge products where the recharge tab opens.
 */
export const FIRST_SCREEN_OPERATIONS_BY_PATH: Readonly<Record<string, readonly FirstScreenOperation[]>> = /* @__PURE__ */ Object.fromEntries([
  ...HALL_TAB_PATHS.map((path) => [path, ['PERSONAL_DATA']] as const),
  ...HALL_LANDING_PATHS.map((path) => [path, ['PERSONAL_DATA', 'RECHARGE_PRODUCT']] as const),
]);

/** The global the bootstrap script leaves its replies in, by path, each with the exact body it sent. */
export const EARLY_REPLIES_GLOBAL = 'hallEarlyReplies';
