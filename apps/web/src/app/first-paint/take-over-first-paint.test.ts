import { afterEach, describe, expect, it } from 'vitest';
import { takeOverFirstPaint } from './take-over-first-paint.ts';

function pageWithFrame(): HTMLElement {
  document.body.innerHTML = '<div id="hall-frame"><nav>营业厅</nav></div><div id="root"></div>';
  return document.getElementById('root') as HTMLElement;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe("the app taking over the hall's prerendered frame", () => {
  it('keeps the frame while the app has rendered nothing, and removes it as the app first renders', async () => {
    const root = pageWithFrame();
    takeOverFirstPaint(root);
    await Promise.resolve();
    expect(document.getElementById('hall-frame')).not.toBeNull();

    root.append(document.createElement('div'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.getElementById('hall-frame')).toBeNull();
  });

  it('does nothing on a page without the frame', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(() => takeOverFirstPaint(document.getElementById('root') as HTMLElement)).not.toThrow();
  });
});
