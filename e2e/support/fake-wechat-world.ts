import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startFullFakeWechat, type FullFakeWechat } from '../../apps/server/src/test/fake-wechat/fake-wechat.ts';
import { writeWechatSecretFiles } from '../../apps/server/src/test/fake-wechat/fake-keys.ts';
import { startAppServer } from './app-server-process.ts';

// The WeChat journeys' world: a fake WeChat on 127.0.0.1 (run in the Playwright worker, so a
// journey drives its control API directly) and a second app server configured for the real
// WeChat (WECHAT_PROVIDER=wechat) against it, its WeChat secrets in *_FILE files as an operator
// deploys them. Every other system stays the sandbox (SMS codes come from its outbox).
// The main server of the suite (sandbox WeChat) is not touched.

export interface WechatWorld {
  fake: FullFakeWechat;
  /** The wechat-provider app server. */
  baseURL: string;
  stop: () => Promise<void>;
}

export async function startWechatWorld(): Promise<WechatWorld> {
  const folder = mkdtempSync(path.join(tmpdir(), 'hall-e2e-wechat-'));
  const fake = await startFullFakeWechat();
  try {
    const server = await startAppServer({
      name: 'the WeChat-provider server',
      folder,
      env: writeWechatSecretFiles(fake.keys, fake.baseUrl, path.join(folder, 'secrets')),
    });
    return {
      fake,
      baseURL: server.baseURL,
      stop: async () => {
        try {
          await server.stop();
        } finally {
          await fake.close();
          rmSync(folder, { recursive: true, force: true });
        }
      },
    };
  } catch (error) {
    await fake.close();
    throw error;
  }
}
