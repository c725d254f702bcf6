import { AgentMessage, OpenCardStep } from '@hall/contract/agent/rules';
import { Checkbox } from 'antd-mobile';
import { lazy, Suspense } from 'react';
import { readLocal } from '../../../shared/lib/storage.ts';
import { showAgentToast } from '../agent-toast.ts';
import { AgentKey } from '../agent-storage.ts';
import { useUploadSignature } from '../api.ts';
import type { OpenCardFlowState } from '../use-open-card-flow.ts';
import { useStepAction } from '../use-step-action.ts';
import { AgreementText } from './agreement-text.tsx';
import { StepFooter } from './step-footer.tsx';

const SignatureBoard = lazy(() => import('./signature-pad.tsx').then((module) => ({ default: module.SignatureBoard })));

/** How close to the end counts as read (the last pixels may never scroll into view). */
const READ_END_MARGIN_PX = 4;

/** Step 2: the agreement read to its end, agreed and signed; then the photo (when the offer checks the card) or the real-name. */
export function AgreementStep({ flow }: { flow: OpenCardFlowState }) {
  const { isAgreementRead, isAgreed, signature } = flow.drafts;
  const { mutateAsync: uploadSignature } = useUploadSignature();

  const checkAgreementScroll = (element: HTMLDivElement) => {
    if (element.scrollTop + element.clientHeight >= element.scrollHeight - READ_END_MARGIN_PX) {
      flow.updateDrafts({ isAgreementRead: true });
    }
  };

  const submit = async () => {
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
    const { url } = await uploadSignature({ image: signature, uimId: record.uimId, workNo: readLocal(AgentKey.WORK_NO) ?? undefined });
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
        <div className="agent-agreement" tabIndex={0} role="document" aria-label="入网协议全文" onScroll={(event) => checkAgreementScroll(event.currentTarget)}>
          <AgreementText />
        </div>
        <p className={isAgreementRead ? 'agent-agreement-status is-done' : 'agent-agreement-status'}>
          {isAgreementRead ? '已阅读完毕' : '请滑动阅读至协议末尾'}
        </p>
        <Checkbox checked={isAgreed} onChange={(checked) => flow.updateDrafts({ isAgreed: checked })}>
          我已阅读并同意《客户入网服务协议》
        </Checkbox>
        <h2 className="section-title agent-signature-title">客户签名</h2>
        <Suspense fallback={<p className="muted">签名板加载中...</p>}>
          <SignatureBoard onChange={(dataUrl) => flow.updateDrafts({ signature: dataUrl })} />
        </Suspense>
      </section>
      <StepFooter label="下一步" isBusy={action.isRunning} onNext={action.run} />
    </>
  );
}
