/**
 * A QR code of `text` as a PNG data URL, 240 px with a one-module margin. The qrcode package
 * loads on the first code, not with the server.
 */
export async function qrCodeDataUrl(text: string): Promise<string> {
  const { default: QRCode } = await import('qrcode');
  return QRCode.toDataURL(text, { margin: 1, width: 240 });
}
