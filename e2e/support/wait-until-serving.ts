/** Waits until a server the journeys started is live (its sandbox pages exist only for the systems on their sandbox), or throws naming it. */
export async function waitUntilServing(baseURL: string, deadline: number, name: string, hasExited: () => boolean = () => false): Promise<void> {
  while (Date.now() < deadline && !hasExited()) {
    try {
      const response = await fetch(`${baseURL}/healthz`);
      if (response.ok) {
        return;
      }
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${name} at ${baseURL} did not start in time (see its log)`);
}
