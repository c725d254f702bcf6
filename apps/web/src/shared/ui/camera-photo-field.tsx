import { useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { compressPhoto, type PhotoLimits } from '../lib/compress-photo.ts';
import { chooseWechatPhoto, useWechatSdkReady } from '../wechat/wechat.ts';

// One photo taken with the camera (or chosen), prepared in the browser, previewed and retaken at
// will: the agent's joint photo at card opening, the transfer receiver's ID-and-SIM photo. Inside
// WeChat with the JS-SDK the photo comes from WeChat's own camera (chooseImage); else the file input.

export interface CameraPhotoFieldProps {
  photo: string | null;
  onPhoto: (dataUrl: string) => void;
  limits: PhotoLimits;
  /** What the field asks for before a photo is taken, and names the input and the preview. */
  prompt: string;
  inputLabel: string;
  previewAlt: string;
  className: string;
  accept?: string;
  /** A refusal of the file before it is prepared (its type), or null to take it. */
  checkFile?: (file: File) => string | null;
  /** Shows a refusal or a failure (the area's own toast). */
  onRefusal: (message: string) => void;
  /** Buttons under the preview; `retake` opens the camera again. */
  actions?: (controls: { retake: () => void }) => ReactNode;
}

const PREPARE_FAILED = '照片处理失败，请重新拍摄';

export function CameraPhotoField(props: CameraPhotoFieldProps) {
  const { photo, onPhoto, limits, prompt, inputLabel, previewAlt, className, accept = 'image/*', checkFile, onRefusal, actions } = props;
  const [isPreparing, setIsPreparing] = useState(false);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const isWechatCamera = useWechatSdkReady();

  const choose = async (file: File | undefined) => {
    if (!file) {
      return;
    }
    const refusal = checkFile?.(file);
    if (refusal) {
      onRefusal(refusal);
      return;
    }
    setIsPreparing(true);
    try {
      onPhoto(await compressPhoto(file, limits));
    } catch (error) {
      onRefusal(error instanceof Error && error.message ? error.message : PREPARE_FAILED);
    } finally {
      setIsPreparing(false);
      // The same file chosen again after a retake still fires a change.
      if (inputRef.current) {
        inputRef.current.value = '';
      }
    }
  };

  const takeInWechat = async (event: MouseEvent<HTMLInputElement>) => {
    if (!isWechatCamera) {
      return;
    }
    event.preventDefault();
    const taken = await chooseWechatPhoto();
    if (taken instanceof File) {
      await choose(taken);
    }
  };

  return (
    <>
      <label className={`${className}${photo ? ' has-photo' : ''}`}>
        {photo ? <img src={photo} alt={previewAlt} /> : <span>{isPreparing ? '照片处理中...' : prompt}</span>}
        <input
          ref={inputRef}
          type="file"
          accept={accept}
          capture="environment"
          aria-label={inputLabel}
          disabled={isPreparing}
          onClick={(event) => void takeInWechat(event)}
          onChange={(event) => void choose(event.target.files?.[0])}
        />
      </label>
      {actions?.({ retake: () => inputRef.current?.click() })}
    </>
  );
}
