import { AgentMessage } from '@hall/contract/agent/rules';
import { ConsentPurpose } from '@hall/contract/consent';
import { checkIdNumber, checkPersonName } from '@hall/contract/validators';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { checkFields, HallForm, useHallForm } from '../../../shared/form/hall-form.tsx';
import { TextField } from '../../../shared/form/text-field.tsx';
import { askConsent } from '../../../shared/ui/consent-dialog.ts';
import { CameraPhotoField } from '../../../shared/ui/camera-photo-field.tsx';
import { showAgentToast } from '../agent-toast.ts';
import { AGENT_PHOTO_LIMITS } from '../photo-limits.ts';
import { useCheckCustomerIdentity, useReadIdCard } from '../id-card-api.ts';
import { useStepAction } from '../use-step-action.ts';

interface IdentityFields {
  customerName: string;
  identityCode: string;
}

type ReadState = { status: 'none' } | { status: 'read'; source: 'ocr' | 'sandbox' } | { status: 'confirmed'; name: string };

/**
 * The customer's ID card, photographed by the agent: the reader (OCR) fills the name and ID number,
 * the agent corrects them where the reading is wrong and confirms, and the opening's identity check
 * runs on what was confirmed. The real-name check that follows reads the card again with the face.
 */
export function IdCardReading({ uimId, serviceId }: { uimId: string; serviceId: string }) {
  const [photo, setPhoto] = useState<string | null>(null);
  const [state, setState] = useState<ReadState>({ status: 'none' });
  const form = useHallForm<IdentityFields>();
  const { mutateAsync: readIdCard } = useReadIdCard();
  const { mutateAsync: checkIdentity } = useCheckCustomerIdentity();

  const read = useStepAction(async () => {
    if (!photo) {
      showAgentToast(AgentMessage.ID_CARD_PHOTO_REQUIRED);
      return;
    }
    // Declining the ID photo keeps it on the agent's screen only.
    if (!(await askConsent(ConsentPurpose.ID_PHOTO))) {
      return;
    }
    const reading = await readIdCard({ image: photo, uimId });
    form.setFieldsValue({ customerName: reading.name, identityCode: reading.idNumber });
    setState({ status: 'read', source: reading.source });
  });
  const confirm = useStepAction(async () => {
    const values = await checkFields(form, undefined, showAgentToast);
    if (!values) {
      return;
    }
    await checkIdentity({ serviceId, customerName: values.customerName, identityCode: values.identityCode.toUpperCase() });
    setState({ status: 'confirmed', name: values.customerName });
  });

  return (
    <section className="page-section" aria-label="身份证识别">
      <h2 className="section-title">身份证识别</h2>
      <p className="muted">拍摄客户身份证人像面，自动填写姓名和证件号码，核对无误后确认。</p>
      <CameraPhotoField
        photo={photo}
        onPhoto={(dataUrl) => {
          setPhoto(dataUrl);
          setState({ status: 'none' });
        }}
        limits={AGENT_PHOTO_LIMITS}
        prompt="点击此处拍摄身份证人像面"
        inputLabel="拍摄身份证人像面"
        previewAlt="身份证人像面预览"
        className="agent-photo"
        accept="image/jpeg,image/png"
        checkFile={(file) => (/^image\/(png|jpe?g)$/.test(file.type) ? null : '请拍摄或选择 JPG/PNG 格式的照片')}
        onRefusal={showAgentToast}
      />
      <div className="page-actions">
        <Button block color="primary" fill="outline" loading={read.isRunning} onClick={read.run}>
          识别身份证
        </Button>
      </div>
      {state.status !== 'none' && (
        <>
          {state.status === 'read' && state.source === 'sandbox' && (
            <p className="muted" role="note">
              沙箱环境不识别图片，已填入演示身份证的信息，请核对后确认。
            </p>
          )}
          <HallForm
            form={form}
            showFailure={showAgentToast}
            onSubmit={confirm.run}
            onValuesChange={() => setState((now) => (now.status === 'confirmed' ? { status: 'read', source: 'ocr' } : now))}
          >
            <TextField name="customerName" label="姓名" kind="name" placeholder="请输入客户姓名" check={checkPersonName} />
            <TextField name="identityCode" label="身份证号" kind="idNumber" placeholder="请输入身份证号" check={checkIdNumber} />
          </HallForm>
          {state.status === 'confirmed' ? (
            <p role="status">已核对：{state.name} 的身份信息可以办理本号码。</p>
          ) : (
            <div className="page-actions">
              <Button block color="primary" loading={confirm.isRunning} onClick={confirm.run}>
                确认身份信息
              </Button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
