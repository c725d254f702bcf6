import { connect, createServer, type Server, type Socket } from 'node:net';

// A TCP proxy in front of the database that can stall: while stalled it keeps every connection
// open and accepts new ones, but forwards no byte either way, like a hung network or a frozen
// server. Resuming delivers what waited.

export interface StallableProxy {
  port: number;
  stall(): void;
  resume(): void;
  close(): Promise<void>;
}

interface Pipe {
  client: Socket;
  upstream: Socket;
  waiting: { to: Socket; chunk: Buffer }[];
}

export async function startStallableProxy(listenPort: number, targetPort: number): Promise<StallableProxy> {
  let isStalled = false;
  const pipes = new Set<Pipe>();

  const forward = (pipe: Pipe, to: Socket, chunk: Buffer) => {
    if (isStalled) {
      pipe.waiting.push({ to, chunk });
    } else if (!to.destroyed) {
      to.write(chunk);
    }
  };

  const server: Server = createServer((client) => {
    const upstream = connect(targetPort, '127.0.0.1');
    const pipe: Pipe = { client, upstream, waiting: [] };
    pipes.add(pipe);
    const end = () => {
      client.destroy();
      upstream.destroy();
      pipes.delete(pipe);
    };
    client.on('data', (chunk) => forward(pipe, upstream, chunk));
    upstream.on('data', (chunk) => forward(pipe, client, chunk));
    client.on('error', end);
    upstream.on('error', end);
    client.on('close', end);
    upstream.on('close', end);
  });
  await new Promise<void>((resolve) => server.listen(listenPort, '127.0.0.1', resolve));

  return {
    port: listenPort,
    stall: () => {
      isStalled = true;
    },
    resume: () => {
      isStalled = false;
      for (const pipe of pipes) {
        for (const { to, chunk } of pipe.waiting.splice(0)) {
          if (!to.destroyed) {
            to.write(chunk);
          }
        }
      }
    },
    close: async () => {
      for (const pipe of pipes) {
        pipe.client.destroy();
        pipe.upstream.destroy();
      }
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
