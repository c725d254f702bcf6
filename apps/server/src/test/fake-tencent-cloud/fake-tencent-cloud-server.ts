import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serviceOfHost, tc3Problem, type Tc3Credentials } from './fake-tc3.ts';

/** A refusal a fake action answers with, as Tencent Cloud's Response.Error. */
export class FakeTencentCloudError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** One product of the fake (SMS, FaceID): its API version and its actions. */
export interface FakeTencentService {
  version: string;
  /** Each action answers the Response's fields (RequestId is added) or throws FakeTencentCloudError. */
  actions: Record<string, (params: Record<string, unknown>) => Record<string, unknown> | Promise<Record<string, unknown>>>;
}

export interface FakeTencentCloudRequest {
  service: string;
  action: string;
  version: string;
  region: string;
  params: Record<string, unknown>;
  /** The refusal the fake answered, if any (signature, version, action). */
  refusedWith: string | null;
}

export interface FakeTencentCloud {
  /** http://127.0.0.1:port: the adapter's endpoint is a host whose first label is the service, connected here. */
  port: number;
  credentials: Tc3Credentials;
  requests: FakeTencentCloudRequest[];
  close(): Promise<void>;
}

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });

/**
 * Starts a fake Tencent Cloud API 3.0 on 127.0.0.1. Every request is a POST with a JSON body, the
 * action in X-TC-Action and the version in X-TC-Version, signed with TC3-HMAC-SHA256 for the
 * service its Host names. Answers always come as HTTP 200 with {"Response": {..., "RequestId"}},
 * refusals as Response.Error {Code, Message}, as the real API does.
 */
export async function startFakeTencentCloud(
  services: Record<string, FakeTencentService>,
  options: { credentials?: Tc3Credentials; nowSeconds?: () => number } = {},
): Promise<FakeTencentCloud> {
  const credentials = options.credentials ?? { secretId: `AKID${randomUUID().replaceAll('-', '')}`, secretKey: randomUUID().replaceAll('-', '') };
  const nowSeconds = options.nowSeconds ?? (() => Math.floor(Date.now() / 1000));
  const requests: FakeTencentCloudRequest[] = [];

  const answer = (response: ServerResponse, fields: Record<string, unknown>) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ Response: { ...fields, RequestId: randomUUID() } }));
  };

  const server = createServer((request, response) => {
    void (async () => {
      const body = await readBody(request);
      const host = request.headers.host ?? '';
      const service = serviceOfHost(host);
      const action = String(request.headers['x-tc-action'] ?? '');
      const version = String(request.headers['x-tc-version'] ?? '');
      let params: Record<string, unknown> = {};
      try {
        params = body ? (JSON.parse(body) as Record<string, unknown>) : {};
      } catch {
        params = {};
      }
      const logged: FakeTencentCloudRequest = { service, action, version, region: String(request.headers['x-tc-region'] ?? ''), params, refusedWith: null };
      requests.push(logged);
      const refuse = (code: string, message: string) => {
        logged.refusedWith = code;
        answer(response, { Error: { Code: code, Message: message } });
      };
      if (request.method !== 'POST' || !String(request.headers['content-type'] ?? '').startsWith('application/json')) {
        return refuse('InvalidParameter', 'Only POST with a JSON body is served here.');
      }
      const problem = tc3Problem({ method: request.method, url: request.url ?? '/', headers: request.headers, body }, credentials, nowSeconds());
      if (problem) {
        return refuse(problem.code, problem.message);
      }
      const product = services[service];
      if (!product) {
        return refuse('InvalidAction', `No service ${service} here.`);
      }
      if (version !== product.version) {
        return refuse('InvalidParameterValue', `The version ${version} of ${service} is not served; use ${product.version}.`);
      }
      const handler = product.actions[action];
      if (!handler) {
        return refuse('InvalidAction', `The action ${action} is not found.`);
      }
      try {
        answer(response, await handler(params));
      } catch (error) {
        if (error instanceof FakeTencentCloudError) {
          return refuse(error.code, error.message);
        }
        return refuse('InternalError', String(error));
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    credentials,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
