import type { Endpoint } from '../operation.ts';

// Content the editors keep in the console (role editor): banners, activities, points products and
// their stock, the points settings (sign-in reward, clearing on cancellation, rules text), packages
// with their rules and rates, the caller services, stores. The hall notice is in console.endpoints.ts.
const editor = { method: 'POST', access: 'staff', staffRoles: ['editor'] } as const;

export const consoleContentEndpoints = {
  CONSOLE_BANNERS: { ...editor, path: '/api/console/banners' },
  CONSOLE_SAVE_BANNER: { ...editor, path: '/api/console/saveBanner' },
  CONSOLE_DELETE_BANNER: { ...editor, path: '/api/console/deleteBanner' },
  CONSOLE_ACTIVITIES: { ...editor, path: '/api/console/activities' },
  CONSOLE_SAVE_ACTIVITY: { ...editor, path: '/api/console/saveActivity' },
  CONSOLE_DELETE_ACTIVITY: { ...editor, path: '/api/console/deleteActivity' },
  CONSOLE_POINTS_PRODUCTS: { ...editor, path: '/api/console/pointsProducts' },
  CONSOLE_SAVE_POINTS_PRODUCT: { ...editor, path: '/api/console/savePointsProduct' },
  CONSOLE_ADJUST_POINTS_STOCK: { ...editor, path: '/api/console/adjustPointsStock' },
  CONSOLE_POINTS_SETTINGS: { ...editor, path: '/api/console/pointsSettings' },
  CONSOLE_SAVE_POINTS_SETTINGS: { ...editor, path: '/api/console/savePointsSettings' },
  CONSOLE_PACKAGES: { ...editor, path: '/api/console/packages' },
  CONSOLE_SAVE_PACKAGE: { ...editor, path: '/api/console/savePackage' },
  CONSOLE_CALLER_PACKAGES: { ...editor, path: '/api/console/callerPackages' },
  CONSOLE_SAVE_CALLER_PACKAGE: { ...editor, path: '/api/console/saveCallerPackage' },
  CONSOLE_STORES: { ...editor, path: '/api/console/stores' },
  CONSOLE_SAVE_STORE: { ...editor, path: '/api/console/saveStore' },
  CONSOLE_DELETE_STORE: { ...editor, path: '/api/console/deleteStore' },
} as const satisfies Record<string, Endpoint>;
