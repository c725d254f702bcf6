import { INVOICE_PHOTO_MAX_CHARS } from '@hall/contract/invoices/rules';
import { ImageUploader, type ImageUploadItem } from 'antd-mobile';
import { compressPhoto } from '../../../shared/lib/compress-photo.ts';
import { showToast } from '../../../shared/ui/toast.ts';

interface PhotoFieldProps {
  label: string;
  /** The photo's data URL; given by the form row that holds the photo. */
  value?: string;
  onChange?: (dataUrl: string) => void;
}

/** One photo (max 1 file), compressed in the browser and kept as a data URL. */
export function PhotoField({ label, value = '', onChange }: PhotoFieldProps) {
  const fileList: ImageUploadItem[] = value ? [{ url: value }] : [];
  return (
    <div className="invoice-photo-field">
      <ImageUploader
        value={fileList}
        maxCount={1}
        accept="image/*"
        aria-label={label}
        upload={async (file) => ({ url: await compressPhoto(file, { maxChars: INVOICE_PHOTO_MAX_CHARS }) })}
        onChange={(items) => onChange?.(items[0]?.url ?? '')}
        onUploadQueueChange={(tasks) => {
          const failed = tasks.find((task) => task.status === 'fail');
          if (failed) {
            showToast('图片处理失败，请重新选择');
          }
        }}
      />
      <span>{label}</span>
    </div>
  );
}
