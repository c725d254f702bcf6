import { AgentMessage, OpenCardStep } from '@hall/contract/agent/rules';
import { useQuery } from '@tanstack/react-query';
import { Checkbox } from 'antd-mobile';
import { lazy, Suspense } from 'react';
import { readLocal } from '../../../shared/lib/storage.ts';
import { AgreementReader } from '../../../shared/ui/agreement-reader.tsx';
import { showAgentToast } from '../agent-toast.ts';
import { AgentKey } from '../agent-storage.ts';
import { isOutdatedAgreement, openingAgreementQuery, useUploadSignature } from '../opening-api.ts';
import type { CardOpeningFlow } from '../use-open-card-flow.ts';
import { useStepAction } from '../use-step-action.ts';
import { StepFooter } from './step-footer.tsx';

const SignatureBoard = lazy(() => import('./signature-pad.tsx').then((module) => ({ default: module.SignatureBoard })));

/** Step 2: the agreement in force read to its end, agreed and signed; then the photo (when the offer checks the card) or the real-name. */
export function AgreementStep({ flow }: { flow: CardOpeningFlow }) {
  const { isAgreementRead, isAgreed, signature } = flow.drafts;
  const agreement = useQuery(openingAgreementQuery());
  const { mutateAsync: uploadSignature } = useUploadSignature();
  const submit = async () => {
    if (!agreement.data) {
      showAgentToast(AgentMessage.AGREEMENT_NOT_READ);
      return;
    }
    if (!isAgreementRead) {
      showAgentToast(AgentMessage.AGREEMENT_NOT_READ);
      return;
    }
    if (!isAgreed) {
      showAgentToast(AgentMessage.AGREEMENT_NOT_AGREED);
      return;
    }
    if (!signature) {
      showAgentToast(AgentMessage.SIGNATURE_REQUIRED);
      return;
    }
    const record = await flow.requireRecord();
    if (!record) {
      return;
    }
    let url: string;
    try {
      ({ url } = await uploadSignature({
        image: signature,
        uimId: record.uimId,
        workNo: readLocal(AgentKey.WORK_NO) ?? undefined,
        agreementVersion: agreement.data.version,
      }));
    } catch (error) {
      if (isOutdatedAgreement(error)) {
        // The message is already shown; the customer reads the new text and signs again.
        flow.dispatch({ type: 'draftsChanged', changes: { isAgreementRead: false, isAgreed: false, signature: null } });
        await agreement.refetch();
      }
      throw error;
    }
    await flow.advanceTo(record.ifCheckCard === 1 ? OpenCardStep.PHOTO : OpenCardStep.REAL_NAME, {
      uimId: record.uimId,
      serviceId: record.serviceId,
      prodOfferId: record.prodOfferId,
      netSignUrl: url,
    });
  };
  const action = useStepAction(submit);

  return (
    <>
      <section className="page-section" aria-label="入网协议">
        <AgreementReader
          query={agreement}
          label="入网协议全文"
          failedTitle="入网协议加载失败，请检查网络后重试"
          isRead={isAgreementRead}
          onReadToEnd={() => flow.dispatch({ type: 'draftsChanged', changes: { isAgreementRead: true } })}
        />
        <Checkbox checked={isAgreed} onChange={(checked) => flow.dispatch({ type: 'draftsChanged', changes: { isAgreed: checked } })}>
          我已阅读并同意《{agreement.data?.title ?? '客户入网服务协议'}》
        </Checkbox>
        <h2 className="section-title agent-signature-title">客户签名</h2>
        <Suspense fallback={<p className="muted">签名板加载中...</p>}>
          <SignatureBoard
            key={agreement.data?.version ?? 'loading'}
            onChange={(dataUrl) => flow.dispatch({ type: 'draftsChanged', changes: { signature: dataUrl } })}
          />
        </Suspense>
      </section>
      <StepFooter label="下一步" isBusy={action.isRunning} onNext={action.run} />
    </>
  );
}
