import { buildQueriesDemo } from './demo/queries.ts';

// The demo data lives in demo/<area>.ts, one builder per area of the injected clock. This file
// only keeps features/queries/queries.test.ts compiling until it reads buildQueriesDemo itself;
// delete it then.
export const demoSubscribers = buildQueriesDemo(new Date()).subscribers;
