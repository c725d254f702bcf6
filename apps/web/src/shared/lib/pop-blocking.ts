import type { HistoryRouterProps } from 'react-router';

// The browser's back and forward buttons move the history before any page can ask. The app's
// history is wrapped so that, while a page blocks such a move, the move is undone before the
// router hears of it and the page decides whether it happens after all.

export type AppHistory = HistoryRouterProps['history'];

export interface PopBlocker {
  /** Asked on each back/forward move; false lets it through. */
  shouldBlock: () => boolean;
  /** The move was undone; `proceed` makes it again, past every blocker. */
  onBlocked: (proceed: () => void) => void;
}

const blockers = new Set<PopBlocker>();

/** Blocks the history's back/forward moves while registered; returns the unregistering function. */
export function blockHistoryPops(blocker: PopBlocker): () => void {
  blockers.add(blocker);
  return () => {
    blockers.delete(blocker);
  };
}

/** `history` whose listener (the router) does not hear back/forward moves that a registered blocker holds. */
export function withPopBlocking(history: AppHistory): AppHistory {
  let isUndoing = false;
  let isProceeding = false;
  return {
    get action() {
      return history.action;
    },
    get location() {
      return history.location;
    },
    createHref: (to) => history.createHref(to),
    createURL: (to) => history.createURL(to),
    encodeLocation: (to) => history.encodeLocation(to),
    push: (to, state) => history.push(to, state),
    replace: (to, state) => history.replace(to, state),
    go: (delta) => history.go(delta),
    listen: (listener) =>
      history.listen((update) => {
        if (update.action !== 'POP') {
          listener(update);
          return;
        }
        if (isUndoing) {
          isUndoing = false;
          return;
        }
        const { delta } = update;
        const blocker = isProceeding || !delta ? undefined : [...blockers].find((candidate) => candidate.shouldBlock());
        isProceeding = false;
        if (!blocker || !delta) {
          listener(update);
          return;
        }
        isUndoing = true;
        history.go(-delta);
        blocker.onBlocked(() => {
          isProceeding = true;
          history.go(delta);
        });
      }),
  };
}
