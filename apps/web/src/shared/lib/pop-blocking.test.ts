import { UNSAFE_createMemoryHistory as createMemoryHistory } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { blockHistoryPops, withPopBlocking } from './pop-blocking.ts';

// The browser's back button moves the history before a page can ask; the app's history undoes the
// move while a page blocks it, and the router only hears of it once the page lets it through.

const unregister: (() => void)[] = [];
afterEach(() => unregister.splice(0).forEach((remove) => remove()));

function historyAt(entries: string[]) {
  const history = withPopBlocking(createMemoryHistory({ initialEntries: entries, v5Compat: true }));
  const heard: string[] = [];
  unregister.push(history.listen(({ action, location }) => heard.push(`${action} ${location.pathname}`)));
  return { history, heard };
}

describe('the history with pop blocking', () => {
  it('passes back moves through while nothing blocks them', () => {
    const { history, heard } = historyAt(['/a', '/b']);
    history.go(-1);
    expect(history.location.pathname).toBe('/a');
    expect(heard).toEqual(['POP /a']);
  });

  it('undoes a blocked back move before the router hears of it, and makes it once the page proceeds', () => {
    const { history, heard } = historyAt(['/a', '/b']);
    let proceed: () => void = () => undefined;
    unregister.push(blockHistoryPops({ shouldBlock: () => true, onBlocked: (go) => (proceed = go) }));
    history.go(-1);
    expect(history.location.pathname).toBe('/b');
    expect(heard).toEqual([]);
    proceed();
    expect(history.location.pathname).toBe('/a');
    expect(heard).toEqual(['POP /a']);
  });

  it('lets pushes and replacements through while a page blocks back moves', () => {
    const { history, heard } = historyAt(['/a']);
    unregister.push(blockHistoryPops({ shouldBlock: () => true, onBlocked: () => undefined }));
    history.push('/b');
    history.replace('/c');
    expect(heard).toEqual(['PUSH /b', 'REPLACE /c']);
  });

  it('stops blocking once the page unregisters', () => {
    const { history, heard } = historyAt(['/a', '/b']);
    const stop = blockHistoryPops({ shouldBlock: () => true, onBlocked: () => undefined });
    stop();
    history.go(-1);
    expect(heard).toEqual(['POP /a']);
  });
});
