const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** Whether the phone or computer asks apps to keep motion down (a setting for people whom motion makes ill). */
export function prefersReducedMotion(): boolean {
  return window.matchMedia?.(REDUCED_MOTION_QUERY).matches ?? false;
}

/**
 * The hall's popups, dialogs and swipes (antd-mobile's springs) jump to where they end while the
 * system asks for reduced motion. antd-mobile's switch loads only then: most phones never ask, and
 * the first route stays within its budget.
 */
export function followReducedMotion(): void {
  const query = window.matchMedia?.(REDUCED_MOTION_QUERY);
  if (!query) {
    return;
  }
  let isReduced = false;
  const apply = () => {
    if (query.matches === isReduced) {
      return;
    }
    isReduced = query.matches;
    void import('antd-mobile').then((antdMobile) => (isReduced ? antdMobile.reduceMotion() : antdMobile.restoreMotion()));
  };
  apply();
  query.addEventListener?.('change', apply);
}
