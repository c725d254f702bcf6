import { connect, type Socket } from 'node:net';

/** What came back on a raw connection: the reply's text (empty when the server closed without one) and when it came. */
export interface RawReply {
  reply: string;
  elapsedMs: number;
}

/**
 * Sends a request's head and only the start of its body (`firstBytes`), the rest withheld (the
 * caller may write more on `socket`). `reply` resolves with the first whole reply or the
 * connection's close, and rejects when nothing comes within `waitMs` (however much the caller writes): the server waited for the body.
 */
export function openRawRequest(
  baseUrl: string,
  request: { path: string; headers: Record<string, string>; firstBytes?: string },
  waitMs = 10_000,
): { socket: Socket; reply: Promise<RawReply> } {
  const url = new URL(baseUrl);
  const startedAt = Date.now();
  const socket = connect(Number(url.port), url.hostname);
  const reply = new Promise<RawReply>((resolve, reject) => {
    let text = '';
    const deadline = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no reply for ${request.path} within ${waitMs} ms: the server waited for the body`));
    }, waitMs);
    const finish = () => {
      clearTimeout(deadline);
      socket.destroy();
      resolve({ reply: text, elapsedMs: Date.now() - startedAt });
    };
    socket.on('data', (chunk) => {
      text += chunk.toString('utf8');
      const head = text.indexOf('\r\n\r\n');
      const length = /content-length: (\d+)/i.exec(text)?.[1];
      if (head >= 0 && (length === undefined || Buffer.byteLength(text.slice(head + 4)) >= Number(length))) {
        finish();
      }
    });
    socket.on('close', finish);
    socket.on('error', reject);
  });
  const headers = Object.entries({ host: url.host, ...request.headers })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  socket.write(`POST ${request.path} HTTP/1.1\r\n${headers}\r\n`);
  if (request.firstBytes) {
    socket.write(request.firstBytes);
  }
  return { socket, reply };
}

/** The same, for a request whose body never comes: resolves with the server's reply. */
export function sendHeadWithheldBody(
  baseUrl: string,
  request: { path: string; headers: Record<string, string>; firstBytes?: string },
  waitMs = 10_000,
): Promise<RawReply> {
  return openRawRequest(baseUrl, request, waitMs).reply;
}

/** The JSON body of a raw reply. */
export function readRawJson(reply: string): unknown {
  return JSON.parse(reply.slice(reply.indexOf('\r\n\r\n') + 4));
}
