import WebSocket from 'ws';

// The server's live memory, read through its inspector (a fault server started with `inspectPort`):
// a full collection first, then process.memoryUsage(). RSS alone rises and falls with V8's heap
// sizing and cannot tell a leak from a heap that has not been collected yet.

export interface LiveMemory {
  heapUsedMiB: number;
  externalMiB: number;
  rssMiB: number;
}

interface DevtoolsTarget {
  webSocketDebuggerUrl: string;
}

const MIB = 1024 * 1024;

export async function measureLiveMemory(inspectPort: number): Promise<LiveMemory> {
  const targets = (await (await fetch(`http://127.0.0.1:${inspectPort}/json/list`)).json()) as DevtoolsTarget[];
  const url = targets[0]?.webSocketDebuggerUrl;
  if (!url) {
    throw new Error(`no inspector target on port ${inspectPort}`);
  }
  const socket = new WebSocket(url);
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  let nextId = 1;
  const pending = new Map<number, { resolve: (result: unknown) => void; reject: (error: Error) => void }>();
  socket.on('message', (raw: Buffer) => {
    const message = JSON.parse(raw.toString()) as { id?: number; result?: unknown; error?: { message: string } };
    const waiter = message.id === undefined ? undefined : pending.get(message.id);
    if (waiter) {
      pending.delete(message.id as number);
      if (message.error) {
        waiter.reject(new Error(message.error.message));
      } else {
        waiter.resolve(message.result);
      }
    }
  });
  const send = (method: string, params: Record<string, unknown> = {}) =>
    new Promise<unknown>((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve, reject });
      socket.send(JSON.stringify({ id, method, params }));
    });
  try {
    // Twice: objects with finalizers or weak references are freed by the second pass.
    await send('HeapProfiler.collectGarbage');
    await send('HeapProfiler.collectGarbage');
    const evaluated = (await send('Runtime.evaluate', {
      expression: 'JSON.stringify(process.memoryUsage())',
      returnByValue: true,
    })) as { result: { value: string } };
    const usage = JSON.parse(evaluated.result.value) as { heapUsed: number; external: number; rss: number };
    return { heapUsedMiB: usage.heapUsed / MIB, externalMiB: usage.external / MIB, rssMiB: usage.rss / MIB };
  } finally {
    socket.close();
  }
}
