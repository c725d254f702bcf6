// The loading overlay is shared by every call that asks for it; a counter keeps it up while
// any of them is still running, and shows the text of the newest.

export const DEFAULT_LOADING_TEXT = '加载中...';
/** The spec's second wording, used by the shell itself (a page that is slow to load). */
export const SHELL_LOADING_TEXT = '加载中，请耐心等待...';

interface LoadingState {
  count: number;
  text: string;
}

let state: LoadingState = { count: 0, text: DEFAULT_LOADING_TEXT };
const listeners = new Set<() => void>();

function publish(next: LoadingState): void {
  state = next;
  listeners.forEach((listener) => listener());
}

export function subscribeLoading(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function readLoading(): LoadingState {
  return state;
}

/** Shows the overlay; call the returned function once to take this request's share down. */
export function beginLoading(text: string = DEFAULT_LOADING_TEXT): () => void {
  publish({ count: state.count + 1, text });
  let isDone = false;
  return () => {
    if (!isDone) {
      isDone = true;
      publish({ ...state, count: Math.max(0, state.count - 1) });
    }
  };
}
