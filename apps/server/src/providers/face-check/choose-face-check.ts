import type { Config } from '../../config.ts';
import type { Db } from '../../db/connection.ts';
import { faceProviderOf } from '../outside-credentials.ts';
import type { RealNameCheck } from '../real-name/real-name.ts';
import { createSandboxRealName } from '../real-name/sandbox-real-name.ts';
import { createTencentRealName } from '../real-name/tencent-real-name.ts';
import type { FaceCheck } from './face-check.ts';
import { createSandboxFaceCheck } from './sandbox-face-check.ts';
import { createTencentFaceCheck } from './tencent-face-check.ts';

/** The subscriber's face check FACE_PROVIDER names. */
export function createFaceCheckOf(config: Config, db: Db): FaceCheck {
  switch (faceProviderOf(config)) {
    case 'sandbox':
      return createSandboxFaceCheck(db);
    case 'tencent':
      return createTencentFaceCheck(config, db);
  }
}

/** The agent's real-name check FACE_PROVIDER names. */
export function createRealNameOf(config: Config, db: Db): RealNameCheck {
  switch (faceProviderOf(config)) {
    case 'sandbox':
      return createSandboxRealName(db);
    case 'tencent':
      return createTencentRealName(config, db);
  }
}
