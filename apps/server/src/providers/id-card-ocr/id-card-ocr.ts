import type { UploadedImage } from '../../platform/image-upload.ts';

/** The front (人像面) of a mainland resident ID card, as read. */
export interface IdCardFront {
  name: string;
  /** 18 characters, the check character upper case. */
  idNumber: string;
  sex: string;
  nation: string;
  /** As printed: 1990/1/1. */
  birth: string;
  address: string;
}

/**
 * A reading: the card's front, or why it could not be read, in words the agent acts on (retake
 * the photo). A reader that does not answer, or refuses the call itself, throws.
 */
export type IdCardReading = { status: 'read'; card: IdCardFront } | { status: 'unread'; message: string };

/** The ID card reader (OCR): reads the front of the card in a photo. */
export interface IdCardOcr {
  /** 'ocr' reads the image; 'sandbox' answers its demo card without reading anything. */
  readonly source: 'ocr' | 'sandbox';
  readFront(image: UploadedImage): Promise<IdCardReading>;
}
