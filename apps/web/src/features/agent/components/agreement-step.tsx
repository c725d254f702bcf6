import { AgentMessage, OpenCardStep } from '@hall/contract/agent/rules';
import { useQuery } from '@tanstack/react-query';
import { Button, Checkbox } from 'antd-mobile';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { readLocal } from '../../../shared/lib/storage.ts';
import { showAgentToast } from '../agent-toast.ts';
import { AgentKey } from '../agent-storage.ts';
import { isOutdatedAgreement, openingAgreementQuery, useUploadSignature } from '../api.ts';
import type { OpenCardFlowState } from '../use-open-card-flow.ts';
import { useStepAction } from '../use-step-action.ts';
import { AgreementText } from './agreement-text.tsx';
import { StepFooter } from './step-footer.tsx';

const SignatureBoard = lazy(() => import('./signature-pad.tsx').then((module) => ({ default: module.SignatureBoard })));

/** How close to the end counts as read (the last pixels may never scroll into view). */
const READ_END_MARGIN_PX = 4;

/** Step 2: the agreement in force read to its end, agreed and signed; then the photo (when the offer checks the card) or the real-name. */
export function AgreementStep({ flow }: { flow: OpenCardFlowState }) {
  const { isAgreementRead, isAgreed, signature } = flow.drafts;
  const agreement = useQuery(openingAgreementQuery());
  const { mutateAsync: uploadSignature } = useUploadSignature();
  const documentRef = useRef<HTMLDivElement>(null);

  const checkAgreementScroll = (element: HTMLDivElement) => {
    if (element.scrollTop + element.clientHeight >= element.scrollHeight - READ_END_MARGIN_PX) {
      flow.updateDrafts({ isAgreementRead: true });
    }
  };

  // A text short enough to show whole has been read once it is shown.
  const version = agreement.data?.version;
  useEffect(() => {
    if (version !== undefined && documentRef.current) {
      checkAgreementScroll(documentRef.current);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- checked once per version shown
  }, [version]);

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
        flow.updateDrafts({ isAgreementRead: false, isAgreed: false, signature: null });
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

  let text;
  if (agreement.isPending) {
    text = <p className="muted">入网协议加载中...</p>;
  } else if (agreement.isError) {
    text = (
      <div className="agent-agreement-error" role="alert">
        <p>入网协议加载失败，请检查网络后重试</p>
        <Button size="small" color="primary" fill="outline" onClick={() => void agreement.refetch()}>
          重试
        </Button>
      </div>
    );
  } else {
    text = <AgreementText agreement={agreement.data} />;
  }

  return (
    <>
      <section className="page-section" aria-label="入网协议">
        <div
          key={version ?? 'loading'}
          ref={documentRef}
          className="agent-agreement"
          tabIndex={0}
          role="document"
          aria-label="入网协议全文"
          onScroll={(event) => checkAgreementScroll(event.currentTarget)}
        >
          {text}
        </div>
        <p className={isAgreementRead ? 'agent-agreement-status is-done' : 'agent-agreement-status'}>
          {isAgreementRead ? '已阅读完毕' : '请滑动阅读至协议末尾'}
        </p>
        <Checkbox checked={isAgreed} onChange={(checked) => flow.updateDrafts({ isAgreed: checked })}>
          我已阅读并同意《{agreement.data?.title ?? '客户入网服务协议'}》
        </Checkbox>
        <h2 className="section-title agent-signature-title">客户签名</h2>
        <Suspense fallback={<p className="muted">签名板加载中...</p>}>
          <SignatureBoard key={version ?? 'loading'} onChange={(dataUrl) => flow.updateDrafts({ signature: dataUrl })} />
        </Suspense>
      </section>
      <StepFooter label="下一步" isBusy={action.isRunning} onNext={action.run} />
    </>
  );
}
