const MAX_SIDE = 1280;

function loadImage(file: File): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      URL.revokeObjectURL(url);
      resolve(image);
    };
    image.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error('图片无法读取，请重新选择'));
    };
    image.src = url;
  });
}

/** Shrinks a photo to a JPEG data URL of at most `maxChars` characters (phone photos are several MB). */
export async function compressPhoto(file: File, maxChars: number): Promise<string> {
  if (!file.type.startsWith('image/')) {
    throw new Error('请选择图片文件');
  }
  const image = await loadImage(file);
  let scale = Math.min(1, MAX_SIDE / Math.max(image.naturalWidth, image.naturalHeight));
  for (let attempt = 0; attempt < 6; attempt += 1) {
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(image.naturalWidth * scale));
    canvas.height = Math.max(1, Math.round(image.naturalHeight * scale));
    const context = canvas.getContext('2d');
    if (!context) {
      break;
    }
    context.fillStyle = '#fff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(image, 0, 0, canvas.width, canvas.height);
    const dataUrl = canvas.toDataURL('image/jpeg', 0.72);
    if (dataUrl.length <= maxChars) {
      return dataUrl;
    }
    scale *= 0.7;
  }
  throw new Error('图片过大，请重新选择');
}
