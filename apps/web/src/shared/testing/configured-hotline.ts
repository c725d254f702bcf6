import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';

/** A hotline no code has built in, as the server writes its HOTLINE setting into the page. */
export const CONFIGURED_HOTLINE = '4008-123-456';

/** For a test file: each test's page carries CONFIGURED_HOTLINE, removed with the render afterwards. */
export function withConfiguredHotline(): void {
  beforeEach(() => {
    const meta = document.createElement('meta');
    meta.name = 'hall-hotline';
    meta.content = CONFIGURED_HOTLINE;
    document.head.append(meta);
  });
  afterEach(() => {
    cleanup();
    document.head.querySelector('meta[name="hall-hotline"]')?.remove();
  });
}
