// The performance targets (../shared/DESIGN.md §7): every figure the bench prints beside its
// target, with the ratio, in one table at the end of a run. The bench reports; it never fails.

/** `better`: 'lower' when a smaller figure is better (times, sizes, memory), else 'higher'. */
export const TARGETS = {
  firstRouteGzipKiB: { label: 'first route JS+CSS gzip', target: 110, unit: 'KiB', better: 'lower' },
  routeChunkGzipKiB: { label: 'largest phone route chunk gzip', target: 30, unit: 'KiB', better: 'lower' },
  hallScore: { label: 'hall Lighthouse mobile score', target: 100, unit: '', better: 'higher' },
  hallFcpMs: { label: 'hall FCP', target: 1000, unit: 'ms', better: 'lower' },
  hallLcpMs: { label: 'hall LCP', target: 1500, unit: 'ms', better: 'lower' },
  hallLcpToPlain: { label: 'hall LCP / plain page LCP', target: 2.3, unit: 'x', better: 'lower' },
  readShareOfBare: { label: 'read on PostgreSQL, share of bare Fastify', target: 0.25, unit: '', better: 'higher' },
  readP99Ms: { label: 'read on PostgreSQL, p99', target: 25, unit: 'ms', better: 'lower' },
  signPerSecond: { label: 'SIGN on PostgreSQL', target: 2000, unit: 'writes/s', better: 'higher' },
  exchangePerSecond: { label: 'POINTS_EXCHANGE on PostgreSQL', target: 1000, unit: 'writes/s', better: 'higher' },
  exchangeP99Ms: { label: 'POINTS_EXCHANGE on PostgreSQL, p99', target: 100, unit: 'ms', better: 'lower' },
  writeErrors: { label: 'write errors', target: 0, unit: '', better: 'lower' },
  pgliteWriteErrors: { label: 'write errors on PGlite', target: 0, unit: '', better: 'lower' },
  pgliteShareOfBare: { label: 'PERSONAL_DATA on PGlite, share of bare', target: 0.05, unit: '', better: 'higher' },
  idleRssMiB: { label: 'server RSS on PostgreSQL, idle', target: 150, unit: 'MiB', better: 'lower' },
  peakRssMiB: { label: 'server RSS on PostgreSQL, peak', target: 250, unit: 'MiB', better: 'lower' },
  scaleP99Ratio: { label: 'p99 at the large size / at 10 k', target: 1.2, unit: 'x', better: 'lower' },
};

/** Figures of this run against their targets, collected by the parts as they measure. */
export function createTargetReport() {
  const rows = [];
  return {
    add(key, measured, detail = '') {
      rows.push({ ...TARGETS[key], measured, detail });
    },
    print(log = console.log) {
      if (rows.length === 0) {
        return;
      }
      log('\n## Targets: each figure of this run beside its target (a report, never a failure)');
      log('  figure                                                            measured      target   ratio');
      for (const row of rows) {
        const ratio = row.target === 0 ? (row.measured === 0 ? 1 : Infinity) : row.measured / row.target;
        const isMet = row.better === 'lower' ? row.measured <= row.target : row.measured >= row.target;
        const show = (value) =>
          row.unit === '' && value < 1 && value > 0 ? `${(value * 100).toFixed(0)} %` : `${Number(value.toFixed(2))}${row.unit ? ` ${row.unit}` : ''}`;
        log(
          `  ${`${row.label}${row.detail ? ` (${row.detail})` : ''}`.padEnd(64)} ${show(row.measured).padStart(12)} ${show(row.target).padStart(11)} ${ratio.toFixed(2).padStart(7)}   ${isMet ? 'met' : 'missed'}`,
        );
      }
    },
  };
}
