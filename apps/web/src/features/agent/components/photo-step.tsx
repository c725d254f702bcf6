import { AgentMessage, OpenCardStep, PHOTO_COMPRESS_QUALITY, PHOTO_KEEP_MAX_BYTES, PHOTO_MAX_HEIGHT, PHOTO_MAX_WIDTH } from '@hall/contract/agent/rules';
import { ConsentPurpose } from '@hall/contract/consent';
import { useState, type MouseEvent } from 'react';
import { askConsent } from '../../../shared/ui/consent-dialog.ts';
import { chooseWechatPhoto, useWechatSdkReady } from '../../../shared/wechat/wechat.ts';
import { showAgentToast } from '../agent-toast.ts';
import { useUploadCardPhoto } from '../api.ts';
import type { OpenCardFlowState } from '../use-open-card-flow.ts';
import { useStepAction } from '../use-step-action.ts';
import { StepFooter } from './step-footer.tsx';

function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/** A photo up to 1.5 MB is kept as is; a larger one is compressed to quality 0.8 within 1680 x 1260. */
async function preparePhoto(file: File): Promise<string> {
  if (file.size <= PHOTO_KEEP_MAX_BYTES) {
    return readAsDataUrl(file);
  }
  const { default: Compressor } = await import('compressorjs');
  const compressed = await new Promise<Blob>((resolve, reject) => {
    new Compressor(file, {
      quality: PHOTO_COMPRESS_QUALITY,
      maxWidth: PHOTO_MAX_WIDTH,
      maxHeight: PHOTO_MAX_HEIGHT,
      mimeType: 'image/jpeg',
      success: resolve,
      error: reject,
    });
  });
  return readAsDataUrl(compressed);
}

/** The joint photo of the ID card and the card board, taken or chosen, with its preview. */
function PhotoPicker({ photo, onPhoto }: { photo: string | null; onPhoto: (dataUrl: string) => void }) {
  const [isPreparing, setIsPreparing] = useState(false);
  // Inside WeChat with the JS-SDK the photo comes from WeChat's own camera (chooseImage); else the file input.
  const isWechatCamera = useWechatSdkReady();

  const choose = async (file: File | undefined) => {
    if (!file) {
      return;
    }
    if (!/^image\/(png|jpe?g)$/.test(file.type)) {
      showAgentToast('请拍摄或选择 JPG/PNG 格式的照片');
      return;
    }
    setIsPreparing(true);
    try {
      onPhoto(await preparePhoto(file));
    } catch {
      showAgentToast('照片处理失败，请重新拍摄');
    } finally {
      setIsPreparing(false);
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
    <section className="page-section" aria-label="合照">
      <h2 className="section-title">身份证与卡板合照</h2>
      <label className="agent-photo">
        {photo ? <img src={photo} alt="合照预览" /> : <span>{isPreparing ? '照片处理中...' : '点击此处拍摄合照'}</span>}
        <input
          type="file"
          accept="image/jpeg,image/png"
          capture="environment"
          aria-label="拍摄合照"
          onClick={(event) => void takeInWechat(event)}
          onChange={(event) => void choose(event.target.files?.[0])}
        />
      </label>
      <ul className="agent-photo-tips">
        <li>照片需清晰，卡板上的卡号清晰可见</li>
        <li>身份证背面与卡板不要遮挡</li>
        <li>避免光线过亮或过暗</li>
      </ul>
    </section>
  );
}

/** Step 3: the joint photo, uploaded with the customer's consent; then the real-name. */
export function PhotoStep({ flow }: { flow: OpenCardFlowState }) {
  const { photo } = flow.drafts;
  const { mutateAsync: uploadCardPhoto } = useUploadCardPhoto();

  const submit = async () => {
    if (!photo) {
      showAgentToast(AgentMessage.PHOTO_REQUIRED);
      return;
    }
    const record = await flow.requireRecord();
    if (!record) {
      return;
    }
    // Declining the ID photo keeps the agent on the step.
    if (!(await askConsent(ConsentPurpose.ID_PHOTO))) {
      return;
    }
    const { url } = await uploadCardPhoto({ image: photo, uimId: record.uimId });
    await flow.advanceTo(OpenCardStep.REAL_NAME, { uimId: record.uimId, serviceId: record.serviceId, prodOfferId: record.prodOfferId, TogetherUrl: url });
  };
  const action = useStepAction(submit);

  return (
    <>
      <PhotoPicker photo={photo} onPhoto={(dataUrl) => flow.updateDrafts({ photo: dataUrl })} />
      <StepFooter label="下一步" isBusy={action.isRunning} onNext={action.run} />
    </>
  );
}
