import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startFakeSmtp, smtpEnvironmentOf, type FakeSmtp } from '../../apps/server/src/test/fake-smtp/fake-smtp-server.ts';
import { createFakeFaceIdService, faceIdEnvironmentOf, type FakeFaceIdControl } from '../../apps/server/src/test/fake-tencent-cloud/fake-faceid.ts';
import { fakeSms, tencentSmsEnvironmentOf, type FakeSmsControl } from '../../apps/server/src/test/fake-tencent-cloud/fake-sms.ts';
import { startFakeTencentCloud, type FakeTencentCloud } from '../../apps/server/src/test/fake-tencent-cloud/fake-tencent-cloud-server.ts';
import { startAppServer } from './app-server-process.ts';

// The outside systems' journeys' world: a fake Tencent Cloud (SMS, and FaceID with its H5 pages)
// and a real SMTP server on 127.0.0.1, run in the Playwright worker so a journey reads what reached
// them directly, and a second app server configured for the real adapters against them
// (SMS_PROVIDER=tencent, FACE_PROVIDER=tencent, MAIL_PROVIDER=smtp) and for the offline IP lookup
// (IP_CITY_PROVIDER=ip2region) behind a trusted proxy. WeChat stays the sandbox. The suite's main server is not touched.

export interface OutsideProvidersWorld {
  tencentCloud: FakeTencentCloud;
  sms: FakeSmsControl;
  faceId: FakeFaceIdControl;
  smtp: FakeSmtp;
  baseURL: string;
  stop: () => Promise<void>;
}

export async function startOutsideProvidersWorld(): Promise<OutsideProvidersWorld> {
  const folder = mkdtempSync(path.join(tmpdir(), 'hall-e2e-providers-'));
  const sms = fakeSms();
  const faceId = await createFakeFaceIdService();
  const tencentCloud = await startFakeTencentCloud({ sms: sms.service, faceid: faceId.service });
  const smtp = await startFakeSmtp();
  const closeFakes = async () => {
    await tencentCloud.close();
    await faceId.close();
    await smtp.close();
  };
  try {
    const server = await startAppServer({
      name: 'the outside-providers server',
      folder,
      env: {
        ...tencentSmsEnvironmentOf({ port: tencentCloud.port, credentials: tencentCloud.credentials, sms: sms.control }),
        ...faceIdEnvironmentOf({ cloud: tencentCloud, control: faceId.control }),
        ...smtpEnvironmentOf(smtp),
        IP_CITY_PROVIDER: 'ip2region',
        // The journeys play the reverse proxy: they send the phone's address in X-Forwarded-For.
        TRUST_PROXY: 'true',
      },
    });
    return {
      tencentCloud,
      sms: sms.control,
      faceId: faceId.control,
      smtp,
      baseURL: server.baseURL,
      stop: async () => {
        try {
          await server.stop();
        } finally {
          await closeFakes();
          rmSync(folder, { recursive: true, force: true });
        }
      },
    };
  } catch (error) {
    await closeFakes();
    throw error;
  }
}
