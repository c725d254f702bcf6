import { AgentMessage, OpenCardStep } from '@hall/contract/agent/rules';
import { ConsentPurpose } from '@hall/contract/consent';
import { askConsent } from '../../../shared/ui/consent-dialog.ts';
import { CameraPhotoField } from '../../../shared/ui/camera-photo-field.tsx';
import { showAgentToast } from '../agent-toast.ts';
import { AGENT_PHOTO_LIMITS } from '../photo-limits.ts';
import { useUploadCardPhoto } from '../opening-api.ts';
import type { CardOpeningFlow } from '../use-open-card-flow.ts';
import { useStepAction } from '../use-step-action.ts';
import { StepFooter } from './step-footer.tsx';

/** The joint photo of the ID card and the card board, taken or chosen, with its preview. */
function PhotoPicker({ photo, onPhoto }: { photo: string | null; onPhoto: (dataUrl: string) => void }) {
  return (
    <section className="page-section" aria-label="合照">
      <h2 className="section-title">身份证与卡板合照</h2>
      <CameraPhotoField
        photo={photo}
        onPhoto={onPhoto}
        limits={AGENT_PHOTO_LIMITS}
        prompt="点击此处拍摄合照"
        inputLabel="拍摄合照"
        previewAlt="合照预览"
        className="agent-photo"
        accept="image/jpeg,image/png"
        checkFile={(file) => (/^image\/(png|jpe?g)$/.test(file.type) ? null : '请拍摄或选择 JPG/PNG 格式的照片')}
        onRefusal={showAgentToast}
      />
      <ul className="agent-photo-tips">
        <li>照片需清晰，卡板上的卡号清晰可见</li>
        <li>身份证背面与卡板不要遮挡</li>
        <li>避免光线过亮或过暗</li>
      </ul>
    </section>
  );
}

/** Step 3: the joint photo, uploaded with the customer's consent; then the real-name. */
export function PhotoStep({ flow }: { flow: CardOpeningFlow }) {
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
      <PhotoPicker photo={photo} onPhoto={(dataUrl) => flow.dispatch({ type: 'draftsChanged', changes: { photo: dataUrl } })} />
      <StepFooter label="下一步" isBusy={action.isRunning} onNext={action.run} />
    </>
  );
}
