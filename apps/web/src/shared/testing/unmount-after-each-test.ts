import { act, cleanup } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';
import type * as FeedbackModule from '../ui/antd-feedback.ts';

// Testing Library unmounts after each test only where the runner has globals; ours has none. A
// page left mounted keeps its animations and effects running after the test file's DOM is gone,
// and React then throws from a timer (window is not defined) into whichever file runs next.
//
// antd-mobile's toasts and dialogs render into roots of their own, outside Testing Library's, and a
// toast asked for at the end of a test appears a moment later (its code loads on first use). In a
// file that loaded them, every one is closed and its root unmounted after each test, and again
// after the last, before the file's DOM goes.
type Feedback = typeof FeedbackModule;
let feedback: Feedback | undefined;
vi.mock('../ui/antd-feedback.ts', async (importOriginal) => {
  feedback = await importOriginal<Feedback>();
  return feedback;
});

async function closeToastsAndDialogs(): Promise<void> {
  if (!feedback) {
    return;
  }
  const { Dialog, Toast } = feedback;
  await act(async () => {
    // A toast or dialog whose show is under way (the module's promise) is on screen after this turn.
    await new Promise((resolve) => setTimeout(resolve, 0));
    Toast.clear();
    Dialog.clear();
    // The render bridge unmounts a closed root on the next turn of the event loop.
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
}

afterEach(async () => {
  cleanup();
  await closeToastsAndDialogs();
});

afterAll(closeToastsAndDialogs);
