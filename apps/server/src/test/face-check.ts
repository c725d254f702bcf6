import type { TestApp } from './test-app.ts';

/** Decides a sandbox face check as the person on the face page would (pass or fail). */
export async function finishFaceCheck(api: TestApp, url: string, result: 'passed' | 'failed' = 'passed'): Promise<void> {
  const ref = new URL(url, 'http://test').searchParams.get('ref') ?? '';
  const response = await api.app.inject({ method: 'POST', url: '/sandbox/face/decide', payload: { ref, result } });
  if (response.statusCode !== 302) {
    throw new Error(`face decision failed: ${response.statusCode}`);
  }
}
