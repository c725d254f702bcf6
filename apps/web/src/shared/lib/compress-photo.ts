// One way a photo leaves the phone: kept as it is when small enough, else re-encoded as JPEG within
// a size (compressorjs, loaded on first use: it also turns the picture upright by its EXIF), and
// shrunk further until its data URL fits what the server takes.

export interface PhotoLimits {
  /** The longest data URL the server takes. */
  maxChars: number;
  /** A JPEG or PNG up to this many bytes is sent as it is. */
  keepUpToBytes?: number;
  maxWidth?: number;
  maxHeight?: number;
  quality?: number;
}

const DEFAULT_SIDE = 1280;
const DEFAULT_QUALITY = 0.72;
const SHRINK_STEPS = 6;

function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error('图片无法读取，请重新选择'));
    reader.readAsDataURL(file);
  });
}

async function encode(file: File, options: { maxWidth: number; maxHeight: number; quality: number }): Promise<Blob> {
  const { default: Compressor } = await import('compressorjs');
  return new Promise<Blob>((resolve, reject) => {
    new Compressor(file, { ...options, mimeType: 'image/jpeg', success: resolve, error: () => reject(new Error('图片无法读取，请重新选择')) });
  });
}

/** The photo as a data URL within the limits; a Chinese message when it is not a picture or cannot fit. */
export async function compressPhoto(file: File, limits: PhotoLimits): Promise<string> {
  if (!file.type.startsWith('image/')) {
    throw new Error('请选择图片文件');
  }
  const { maxChars, keepUpToBytes = 0, maxWidth = DEFAULT_SIDE, maxHeight = DEFAULT_SIDE, quality = DEFAULT_QUALITY } = limits;
  if (file.size <= keepUpToBytes && /^image\/(png|jpe?g)$/.test(file.type)) {
    const kept = await readAsDataUrl(file);
    if (kept.length <= maxChars) {
      return kept;
    }
  }
  let scale = 1;
  for (let step = 0; step < SHRINK_STEPS; step += 1) {
    const dataUrl = await readAsDataUrl(await encode(file, { maxWidth: Math.round(maxWidth * scale), maxHeight: Math.round(maxHeight * scale), quality }));
    if (dataUrl.length <= maxChars) {
      return dataUrl;
    }
    scale *= 0.7;
  }
  throw new Error('图片过大，请重新选择');
}
