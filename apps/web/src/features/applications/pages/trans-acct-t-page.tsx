import { ApplicationCheck, ApplicationMessage } from '@hall/contract/applications/rules';
import { AuthType } from '@hall/contract/identity/rules';
import { FieldLimit } from '@hall/contract/validators';
import { useQuery } from '@tanstack/react-query';
import { Button, Checkbox, Form, Steps } from 'antd-mobile';
import { useCallback, useState } from 'react';
import { HallForm, useHallForm } from '../../../shared/form/hall-form.tsx';
import { SubmitBar } from '../../../shared/form/submit-bar.tsx';
import { OwnerIdentityFields } from '../../../shared/form/owner-identity-fields.tsx';
import { TextField } from '../../../shared/form/text-field.tsx';
import { useIdentityCheck } from '../../../shared/hooks/use-identity-check.ts';
import { AgreementReader } from '../../../shared/ui/agreement-reader.tsx';
import { showConfirm } from '../../../shared/ui/dialogs.ts';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { showToast } from '../../../shared/ui/toast.ts';
import { isOutdatedAgreement, transferAgreementQuery, useUploadTransferFile } from '../api.ts';
import { IdSimPhotoPicker } from '../components/id-sim-photo-picker.tsx';
import { SignaturePopup } from '../components/signature-popup.tsx';
import { WeChatPhoneOnly } from '../components/wechat-phone-only.tsx';
import '../applications.css';

const PHOTO_HINT = '接下来请按提示完成人脸识别。请准备好身份证国徽面与SIM卡，放在一起拍摄：照片需清晰完整、光线充足、无反光遮挡。';

/** An upload before leaving for the face check failed: the client has said why; the person stays. */
class UploadFailure extends Error {
  constructor(readonly failure: unknown) {
    super('upload failed');
  }
}

const keepLettersAndDigits = (value: string) => value.replace(/[^A-Za-z0-9]/g, '').toUpperCase();

/** The server's words for the receiver's name (personNameField), so the page and the server say the same. */
const RECEIVER_IDENTITY_MESSAGES = { nameRequired: '请填写姓名' };
const RECEIVER_FIELD_NAMES = { idCard: 'receiverIdCard', name: 'receiverName' };

/** Step 1: the transfer the receiver takes over, and the receiver's own identity. */
interface TransferDetails {
  orderNo: string;
  code: string;
  receiverIdCard: string;
  receiverName: string;
}

/**
 * /transAcctT (过户接收): order number and code with the receiver's own ID number and name (checked by
 * face as the new owner), the agreement in force read to the end, consent, the e-signature, the
 * photo hint and the ID-and-SIM photo; then the signature (with the agreement version read) and the
 * photo are uploaded and the face check starts.
 */
export function TransAcctTPage() {
  const [step, setStep] = useState<0 | 1 | 2>(0);
  const form = useHallForm<TransferDetails>();
  const [details, setDetails] = useState<TransferDetails | null>(null);
  const [isRead, setIsRead] = useState(false);
  const [isAgreed, setIsAgreed] = useState(false);
  const [signature, setSignature] = useState<string | null>(null);
  const [isSigning, setIsSigning] = useState(false);
  const [photo, setPhoto] = useState<string | null>(null);
  const identity = useIdentityCheck({ authType: AuthType.TRANS_ACCT_T });
  const agreement = useQuery(transferAgreementQuery());
  const uploadFile = useUploadTransferFile();
  const markRead = useCallback(() => setIsRead(true), []);

  const goToAgreement = (values: TransferDetails) => {
    setDetails(values);
    setStep(1);
  };

  /** Signing needs the agreement read to its end and agreed: toasts the first that is missing. */
  const isReadAndAgreed = (): boolean => {
    if (!isRead) {
      showToast(ApplicationMessage.AGREEMENT_NOT_READ);
      return false;
    }
    if (!isAgreed) {
      showToast(ApplicationMessage.AGREEMENT_NOT_AGREED);
      return false;
    }
    return true;
  };

  const openSignature = () => {
    if (isReadAndAgreed()) {
      setIsSigning(true);
    }
  };

  const confirmSigned = async () => {
    if (!isReadAndAgreed()) {
      return;
    }
    if (!signature) {
      showToast(ApplicationMessage.SIGNATURE_EMPTY);
      return;
    }
    const isUnderstood = await showConfirm({ title: '拍照提示', content: PHOTO_HINT, confirmText: '已了解', cancelText: '返回' });
    if (isUnderstood) {
      setStep(2);
    }
  };

  /** The agreement changed since it was read: show the new text, to be read and signed again. */
  const readAgreementAgain = () => {
    setIsRead(false);
    setIsAgreed(false);
    setSignature(null);
    setStep(1);
    void agreement.refetch();
  };

  const submit = async () => {
    const version = agreement.data?.version;
    if (!details || !signature || version === undefined) {
      setStep(details ? 1 : 0);
      return;
    }
    if (!photo) {
      showToast(ApplicationMessage.PHOTO_REQUIRED);
      return;
    }
    const { orderNo, code, receiverName, receiverIdCard } = details;
    await identity.start('TRANS_ACCT_T', { idCard: orderNo, name: code, receiverName, receiverIdCard }, '/transAcctTForm', {
      beforeLeave: async (started) => {
        try {
          await uploadFile.mutateAsync({ image: signature, biz_no: started.biz_no, fileKind: 'signature', agreementVersion: version });
          await uploadFile.mutateAsync({ image: photo, biz_no: started.biz_no, fileKind: 'photo' });
        } catch (error) {
          throw new UploadFailure(error);
        }
      },
      onFailed: (error) => {
        if (!(error instanceof UploadFailure)) {
          // A wrong order number, code or receiver identity was toasted; let the person correct it.
          setStep(0);
        } else if (isOutdatedAgreement(error.failure)) {
          readAgreementAgain();
        }
        // Any other failed upload was toasted: the person stays here to try again.
      },
    });
  };

  return (
    <div className="page">
      <PageHeader title="过户接收" onBack={step > 0 ? () => setStep(step === 2 ? 1 : 0) : undefined} backTo={step === 0 ? '/BusinessHandle' : undefined} />
      <WeChatPhoneOnly>
        <Steps current={step} className="applications-steps">
          <Steps.Step title="填写过户信息" />
          <Steps.Step title="签署入网协议" />
          <Steps.Step title="拍摄证件照" />
          <Steps.Step title="人脸识别" />
        </Steps>
        {step === 0 ? (
          <>
            <HallForm form={form} className="applications-form" initialValues={details ?? undefined} onSubmit={goToAgreement}>
              <TextField
                name="orderNo"
                label="过户单号"
                placeholder="请填写过户单号"
                maxLength={FieldLimit.TRANSFER_ORDER}
                keep={keepLettersAndDigits}
                check={ApplicationCheck.TRANSFER_ORDER}
              />
              <TextField
                name="code"
                label="过户验证码"
                placeholder="请填写过户验证码"
                maxLength={FieldLimit.TRANSFER_CODE}
                keep={keepLettersAndDigits}
                check={ApplicationCheck.TRANSFER_CODE}
              />
              <Form.Header>
                <p className="applications-hint">过户单号和过户验证码由原机主发起过户后在本公众号的消息中收到，请向原机主索取，不区分大小写。</p>
              </Form.Header>
              <OwnerIdentityFields idDigits="full" isIdCharactersOnly messages={RECEIVER_IDENTITY_MESSAGES} names={RECEIVER_FIELD_NAMES} />
            </HallForm>
            <p className="applications-hint">请填写接收人（新机主）本人的身份证号和姓名，人脸识别将核验本人。</p>
            <SubmitBar form={form} text="下一步" />
          </>
        ) : step === 1 ? (
          <>
            <AgreementReader
              query={agreement}
              label="入网协议"
              failedTitle={ApplicationMessage.AGREEMENT_LOAD_FAILED}
              isRead={isRead}
              onReadToEnd={markRead}
              className="applications-agreement"
            />
            <div className="applications-consent">
              <Checkbox checked={isAgreed} onChange={setIsAgreed}>
                请您阅读并同意《入网协议》
              </Checkbox>
            </div>
            <button type="button" className="applications-signature-box" onClick={openSignature} aria-label="电子签名">
              {signature ? <img src={signature} alt="已确认的签名" /> : '点击此处进行电子签名'}
            </button>
            <div className="page-actions">
              <Button block color="primary" onClick={() => void confirmSigned()}>
                下一步
              </Button>
            </div>
            <SignaturePopup
              isVisible={isSigning}
              onClose={() => setIsSigning(false)}
              onConfirm={(dataUrl) => {
                setSignature(dataUrl);
                setIsSigning(false);
              }}
            />
          </>
        ) : (
          <>
            <IdSimPhotoPicker photo={photo} onPhoto={setPhoto} />
            <div className="page-actions">
              <Button block color="primary" onClick={() => void submit()}>
                提交并进行人脸识别
              </Button>
            </div>
          </>
        )}
      </WeChatPhoneOnly>
    </div>
  );
}
