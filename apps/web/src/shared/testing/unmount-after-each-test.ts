import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library unmounts after each test only where the runner has globals; ours has none. A
// page left mounted keeps its animations and effects running after the test file's DOM is gone,
// and React then throws from a timer (window is not defined) into whichever file runs next.
afterEach(() => {
  cleanup();
});
