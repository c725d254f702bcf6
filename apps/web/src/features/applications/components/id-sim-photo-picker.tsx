import { UPLOAD_MAX_BYTES } from '@hall/contract/applications/rules';
import { Button } from 'antd-mobile';
import { useRef, useState, type MouseEvent } from 'react';
import { compressPhoto } from '../../../shared/lib/compress-photo.ts';
import { showToast } from '../../../shared/ui/toast.ts';
import { chooseWechatPhoto, useWechatSdkReady } from '../../../shared/wechat/wechat.ts';

/** The longest data URL whose bytes stay within the server's upload limit. */
const PHOTO_MAX_CHARS = Math.floor((UPLOAD_MAX_BYTES * 4) / 3);

interface IdSimPhotoPickerProps {
  photo: string | null;
  onPhoto: (dataUrl: string | null) => void;
}

/**
 * The transfer receiver's photo of the ID card's emblem side with the SIM card: taken with the
 * camera (or chosen), shrunk in the browser, previewed, and retaken at will.
 */
export function IdSimPhotoPicker({ photo, onPhoto }: IdSimPhotoPickerProps) {
  const [isPreparing, setIsPreparing] = useState(false);
  const inputRef = useRef<HTMLInputElement | null>(null);
  // Inside WeChat with the JS-SDK the photo comes from WeChat's own camera (chooseImage); else the file input.
  const isWechatCamera = useWechatSdkReady();

  const choose = async (file: File | undefined) => {
    if (!file) {
      return;
    }
    setIsPreparing(true);
    try {
      onPhoto(await compressPhoto(file, PHOTO_MAX_CHARS));
    } catch (error) {
      showToast(error instanceof Error && error.message ? error.message : '照片处理失败，请重新拍摄');
    } finally {
      setIsPreparing(false);
      // The same file chosen again after 重拍 still fires a change.
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
    const photo = await chooseWechatPhoto();
    if (photo instanceof File) {
      await choose(photo);
    }
  };

  return (
    <section className="applications-photo" aria-label="身份证与SIM卡合照">
      <label className={`applications-photo-button${photo ? ' has-photo' : ''}`}>
        {photo ? <img src={photo} alt="身份证与SIM卡合照预览" /> : <span>{isPreparing ? '照片处理中...' : '点击拍摄身份证国徽面与SIM卡合照'}</span>}
        <input
          ref={inputRef}
          type="file"
          accept="image/*"
          capture="environment"
          aria-label="拍摄身份证与SIM卡合照"
          disabled={isPreparing}
          onClick={(event) => void takeInWechat(event)}
          onChange={(event) => void choose(event.target.files?.[0])}
        />
      </label>
      <p className={`applications-read-state${photo ? ' is-read' : ''}`}>{photo ? '已拍摄，请确认照片清晰完整' : '尚未拍摄'}</p>
      {photo && (
        <div className="applications-photo-actions">
          <Button size="small" onClick={() => inputRef.current?.click()}>
            重拍
          </Button>
          <Button size="small" fill="none" onClick={() => onPhoto(null)}>
            清除
          </Button>
        </div>
      )}
      <ul className="applications-photo-tips">
        <li>身份证国徽面与SIM卡放在一起拍摄</li>
        <li>照片需清晰完整、光线充足、无反光遮挡</li>
      </ul>
    </section>
  );
}
