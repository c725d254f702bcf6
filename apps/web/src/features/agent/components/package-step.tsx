import { OpenCardStep, RechargeFlag } from '@hall/contract/agent/rules';
import type { Offer } from '@hall/contract/agent/opening-schemas';
import { Radio } from 'antd-mobile';
import DOMPurify from 'dompurify';
import { useState } from 'react';
import { formatYuan } from '../../../shared/lib/format.ts';
import type { CardOpeningFlow } from '../use-open-card-flow.ts';
import { useStepAction } from '../use-step-action.ts';
import { StepFooter } from './step-footer.tsx';

interface PackageDetailsProps {
  offers: Offer[];
  selectedOfferId: string;
  /** The virtual-operator flow lets the agent choose among the offers. */
  isSelectable: boolean;
  onSelect: (offerId: string) => void;
}

/** The package of the number, its fee and its (sanitised) description. */
function PackageDetails({ offers, selectedOfferId, isSelectable, onSelect }: PackageDetailsProps) {
  const selected = offers.find((offer) => offer.prodOfferId === selectedOfferId) ?? offers[0];
  if (!selected) {
    return <p className="page-intro">获取套餐异常，请联系管理员</p>;
  }
  return (
    <section className="page-section" aria-label="套餐详情">
      {isSelectable && offers.length > 1 ? (
        <Radio.Group value={selected.prodOfferId} onChange={(value) => onSelect(String(value))}>
          <div className="agent-offer-list">
            {offers.map((offer) => (
              <Radio key={offer.prodOfferId} value={offer.prodOfferId}>
                {offer.prodOfferName}
              </Radio>
            ))}
          </div>
        </Radio.Group>
      ) : null}
      <h2 className="section-title">{selected.prodOfferName}</h2>
      <dl className="agent-facts">
        <dt>开户预存</dt>
        <dd>{selected.sumFee > 0 ? `${formatYuan(selected.sumFee)}元` : '无需预存'}</dd>
        <dt>卡板合照</dt>
        <dd>{selected.ifCheckCard === 1 ? '需要拍摄' : '无需拍摄'}</dd>
      </dl>
      <div className="agent-offer-description" dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(selected.prodofferdesc) }} />
    </section>
  );
}

/** Step 1: the package; one with a fee is paid on the payment page before the agreement. */
export function PackageStep({ flow }: { flow: CardOpeningFlow }) {
  const { offers, opening } = flow;
  const [selectedOfferId, setSelectedOfferId] = useState(offers[0]?.prodOfferId ?? '');

  const submit = async () => {
    const offer = offers.find((item) => item.prodOfferId === selectedOfferId) ?? offers[0];
    if (!offer || !opening) {
      await flow.abandon();
      return;
    }
    const hasFee = offer.sumFee > 0;
    await flow.advanceTo(hasFee ? OpenCardStep.PACKAGE : OpenCardStep.AGREEMENT, {
      uimId: opening.uimId,
      serviceId: flow.fields.phone,
      cityCode: opening.cityCode,
      prodOfferId: offer.prodOfferId,
      rechargeFlag: hasFee ? RechargeFlag.START : RechargeFlag.NO_PAY,
      sparePhone: flow.fields.sparePhone,
      PayBackUrl: flow.flowPath,
    });
  };
  const action = useStepAction(submit);

  return (
    <>
      <PackageDetails offers={offers} selectedOfferId={selectedOfferId} isSelectable={flow.isVirtual} onSelect={setSelectedOfferId} />
      <StepFooter label="下一步" isBusy={action.isRunning} onNext={action.run} />
    </>
  );
}
