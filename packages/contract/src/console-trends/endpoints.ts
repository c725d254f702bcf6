import type { Endpoint } from '../operation.ts';

// The overview's 30-day trends (概览 › 近30天趋势): daily series over the last 30 China days, for
// every staff member who sees the overview.
export const consoleTrendsEndpoints = {
  CONSOLE_OVERVIEW_TRENDS: { method: 'POST', path: '/api/console/overviewTrends', access: 'staff', staffRoles: [] },
} as const satisfies Record<string, Endpoint>;
