import type { CardOpeningFlow } from '../use-open-card-flow.ts';
import { useRealNameRedirect } from '../use-real-name-redirect.ts';
import { useStepAction } from '../use-step-action.ts';
import { IdCardReading } from './id-card-reading.tsx';
import { StepFooter } from './step-footer.tsx';

/** Step 4: the customer leaves for the real-name service; the flow submits the opening on the way back. */
export function RealNameStep({ flow }: { flow: CardOpeningFlow }) {
  const leaveForRealName = useRealNameRedirect();

  const submit = async () => {
    const record = await flow.requireRecord();
    if (record) {
      await leaveForRealName(record, flow.flowPath);
    }
  };
  const action = useStepAction(submit);

  return (
    <>
      {flow.opening && <IdCardReading uimId={flow.opening.uimId} serviceId={flow.fields.phone} />}
      <section className="page-section" aria-label="实名认证">
        <h2 className="section-title">实名认证</h2>
        <p>号码 {flow.fields.phone} 的资料已准备就绪。请点击「去实名」，由客户本人完成身份证识别与人脸比对。</p>
        <p className="muted">认证完成后将自动返回本页并提交开户。</p>
      </section>
      <StepFooter label="去实名" isBusy={action.isRunning} onNext={action.run} />
    </>
  );
}
