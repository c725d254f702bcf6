import type { consoleTrendsEndpoints } from '@hall/contract/console-trends/endpoints';
import type { FeatureModule } from '../../platform/feature-module.ts';
import { readOverviewTrends } from './trends.service.ts';

/** The overview's 30-day trends (概览 › 近30天趋势). */
export const consoleTrendsModule: FeatureModule<keyof typeof consoleTrendsEndpoints> = {
  name: 'console-trends',
  handlers: (deps) => ({
    CONSOLE_OVERVIEW_TRENDS: () => readOverviewTrends(deps),
  }),
};
