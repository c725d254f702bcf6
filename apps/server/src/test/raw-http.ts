import { connect, type Socket } from 'node:net';

/** What came back on a raw connection: the reply's text (empty when the server closed without one) and when it came. */
export interface RawExchange {
  reply: string;
  elapsedMs: number;
  socket: Socket;
}

/**
 * Sends a request's head and only the start of its body (`firstBytes`), the rest withheld, and
 * resolves with the first whole reply or the connection's close; rejects when nothing comes within
 * `waitMs`: the server waited for the body.
 */
export function sendHeadWithheldBody(
  baseUrl: string,
  request: { path: string; headers: Record<string, string>; firstBytes?: string },
  waitMs = 10_000,
): Promise<RawExchange> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const startedAt = Date.now();
    const socket = connect(Number(url.port), url.hostname);
    let reply = '';
    const finish = () => {
      socket.destroy();
      resolve({ reply, elapsedMs: Date.now() - startedAt, socket });
    };
    socket.setTimeout(waitMs, () => {
      socket.destroy();
      reject(new Error(`no reply for ${request.path} within ${waitMs} ms: the server waited for the body`));
    });
    socket.on('data', (chunk) => {
      reply += chunk.toString('utf8');
      const head = reply.indexOf('\r\n\r\n');
      const length = /content-length: (\d+)/i.exec(reply)?.[1];
      if (head >= 0 && (length === undefined || Buffer.byteLength(reply.slice(head + 4)) >= Number(length))) {
        finish();
      }
    });
    socket.on('close', () => resolve({ reply, elapsedMs: Date.now() - startedAt, socket }));
    socket.on('error', reject);
    const headers = Object.entries({ host: url.host, ...request.headers })
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    socket.write(`POST ${request.path} HTTP/1.1\r\n${headers}\r\n`);
    if (request.firstBytes) {
      socket.write(request.firstBytes);
    }
  });
}

/** The JSON body of a raw reply. */
export function readRawJson(reply: string): unknown {
  return JSON.parse(reply.slice(reply.indexOf('\r\n\r\n') + 4));
}
