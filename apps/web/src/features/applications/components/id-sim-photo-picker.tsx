import { UPLOAD_MAX_BYTES } from '@hall/contract/applications/rules';
import { Button } from 'antd-mobile';
import { CameraPhotoField } from '../../../shared/ui/camera-photo-field.tsx';
import { showToast } from '../../../shared/ui/toast.ts';

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
  return (
    <section className="applications-photo" aria-label="身份证与SIM卡合照">
      <CameraPhotoField
        photo={photo}
        onPhoto={onPhoto}
        limits={{ maxChars: PHOTO_MAX_CHARS }}
        prompt="点击拍摄身份证国徽面与SIM卡合照"
        inputLabel="拍摄身份证与SIM卡合照"
        previewAlt="身份证与SIM卡合照预览"
        className="applications-photo-button"
        onRefusal={showToast}
        actions={({ retake }) => (
          <>
            <p className={`applications-read-state${photo ? ' is-read' : ''}`}>{photo ? '已拍摄，请确认照片清晰完整' : '尚未拍摄'}</p>
            {photo && (
              <div className="applications-photo-actions">
                <Button size="small" onClick={retake}>
                  重拍
                </Button>
                <Button size="small" fill="none" onClick={() => onPhoto(null)}>
                  清除
                </Button>
              </div>
            )}
          </>
        )}
      />
      <ul className="applications-photo-tips">
        <li>身份证国徽面与SIM卡放在一起拍摄</li>
        <li>照片需清晰完整、光线充足、无反光遮挡</li>
      </ul>
    </section>
  );
}
