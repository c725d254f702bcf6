import { OpenCardStep, type ApplyEvent } from '@hall/contract/agent/rules';
import { Button, Result, Steps } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { useOpenCardFlow } from '../use-open-card-flow.ts';
import { AgreementStep } from './agreement-step.tsx';
import { FillStep } from './fill-step.tsx';
import { OpenInBrowserBanner } from './open-in-browser-banner.tsx';
import { PackageStep } from './package-step.tsx';
import { PhotoStep } from './photo-step.tsx';
import { RealNameStep } from './real-name-step.tsx';

export const LINK_PROBLEM_HOW_TO = '请从开卡首页的「虚商开卡」进入，或重新扫描号卡上的二维码';

const STEP_TITLES = ['填写信息', '套餐详情', '入网协议', '实名认证'];
/** Steps 2 and 3 (agreement, photo) share the agreement stage of the step bar. */
const STEP_BAR_INDEX = [0, 1, 2, 2, 3];

export interface OpenCardFlowProps {
  applyEvent: ApplyEvent;
  title: string;
  /** The payment page of this flow. */
  payPath: '/OpenPay' | '/VnoOpenPay';
}

/** The five-step opening (steps 0-4): the page around the step the flow is at. */
export function OpenCardFlow({ applyEvent, title, payPath }: OpenCardFlowProps) {
  const flow = useOpenCardFlow({ applyEvent, payPath });
  const navigate = useNavigate();

  if (flow.linkProblem !== null) {
    return (
      <div className="page agent-open-card">
        <PageHeader title={title} onBack={flow.goBack} />
        <Result status="warning" title={flow.linkProblem} description={LINK_PROBLEM_HOW_TO} />
        <div className="page-actions">
          <Button block color="primary" onClick={() => navigate('/OpenCardMessage')}>
            返回开卡首页
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div className="page agent-open-card">
      <PageHeader title={title} onBack={flow.goBack} />
      <OpenInBrowserBanner />
      <Steps current={STEP_BAR_INDEX[flow.step] ?? 0} className="agent-steps">
        {STEP_TITLES.map((stepTitle) => (
          <Steps.Step key={stepTitle} title={stepTitle} />
        ))}
      </Steps>
      {flow.step === OpenCardStep.FILL && <FillStep flow={flow} />}
      {flow.step === OpenCardStep.PACKAGE && <PackageStep flow={flow} />}
      {flow.step === OpenCardStep.AGREEMENT && <AgreementStep flow={flow} />}
      {flow.step === OpenCardStep.PHOTO && <PhotoStep flow={flow} />}
      {flow.step === OpenCardStep.REAL_NAME && <RealNameStep flow={flow} />}
    </div>
  );
}
