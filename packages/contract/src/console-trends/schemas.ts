import { z } from 'zod';
import type { SchemaTable } from '../operation.ts';
import type { consoleTrendsEndpoints } from './endpoints.ts';

/** One line of a chart: a value per day of `days`, in the same order. */
const trendLineSchema = z.object({
  key: z.string(),
  label: z.string(),
  values: z.array(z.number().int()),
});

/** One chart: its lines over the days. */
const trendSeriesSchema = z.object({ lines: z.array(trendLineSchema) });

export const consoleTrendsSchemas = {
  CONSOLE_OVERVIEW_TRENDS: {
    request: z.object({}),
    response: z.object({
      /** The China dates (YYYY-MM-DD), oldest first, today last; every line has a value for each. */
      days: z.array(z.string()),
      /** Paid top-ups, by the day they were paid: how many. */
      topUpCounts: trendSeriesSchema,
      /** Paid top-ups: their amount in integer fen. */
      topUpAmounts: trendSeriesSchema,
      /** Points sign-ins and exchanges. */
      points: trendSeriesSchema,
      /** Member-number bindings made each day. */
      bindings: trendSeriesSchema,
      /** Applications submitted each day, a line per kind. */
      applicationsByKind: trendSeriesSchema,
      /** Applications decided each day, a line per decision. */
      applicationsByDecision: trendSeriesSchema,
      /** Agent card openings completed each day, a line per top dealer and one for the rest. */
      openingsByDealer: trendSeriesSchema,
      /** Notifications delivered each day, a line per channel. */
      notificationsByChannel: trendSeriesSchema,
    }),
  },
} satisfies SchemaTable<typeof consoleTrendsEndpoints>;

export type TrendSeries = z.infer<typeof trendSeriesSchema>;
