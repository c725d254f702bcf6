import { PHOTO_COMPRESS_QUALITY, PHOTO_KEEP_MAX_BYTES, PHOTO_MAX_HEIGHT, PHOTO_MAX_WIDTH, UPLOAD_MAX_DATA_URL_CHARS } from '@hall/contract/agent/rules';

/** How the agent's photos (the joint photo, the ID card) are shrunk before upload: the server's limits. */
export const AGENT_PHOTO_LIMITS = {
  maxChars: UPLOAD_MAX_DATA_URL_CHARS,
  keepUpToBytes: PHOTO_KEEP_MAX_BYTES,
  maxWidth: PHOTO_MAX_WIDTH,
  maxHeight: PHOTO_MAX_HEIGHT,
  quality: PHOTO_COMPRESS_QUALITY,
};
