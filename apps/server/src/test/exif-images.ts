import sharp from 'sharp';

// Photos as a phone's camera saves them: EXIF with the maker, the GPS position and an orientation.

/** A 64×32 JPEG whose EXIF says PhoneCo, a GPS position in Beijing, and "rotate 90° to show" (orientation 6). */
export async function createJpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 32, channels: 3, background: { r: 200, g: 30, b: 30 } } })
    .withExif({
      IFD0: { Make: 'PhoneCo' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '39/1 54/1 15/1', GPSLongitudeRef: 'E', GPSLongitude: '116/1 23/1 30/1' },
    })
    .withMetadata({ orientation: 6 })
    .jpeg()
    .toBuffer();
}

/** Whether EXIF holds the GPS IFD pointer (tag 0x8825, either byte order). */
export function hasGpsTag(exif: Buffer | undefined): boolean {
  return exif !== undefined && (exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88])));
}

/** Bytes that start and end as a JPEG (SOI … EOI) with no image between: a spoof of the magic numbers. */
export const SPOOFED_JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
  Buffer.from('not an image at all, only text '.repeat(8)),
  Buffer.from([0xff, 0xd9]),
]);

export const toJpegDataUrl = (bytes: Buffer) => `data:image/jpeg;base64,${bytes.toString('base64')}`;
