import type { Offer } from '@hall/contract/agent/schemas';
import { Radio } from 'antd-mobile';
import DOMPurify from 'dompurify';
import { formatYuan } from '../../../shared/lib/format.ts';

interface PackageStepProps {
  offers: Offer[];
  selectedOfferId: string;
  /** The virtual-operator flow lets the agent choose among the offers. */
  isSelectable: boolean;
  onSelect: (offerId: string) => void;
}

/** Step 1: the package of the number, its fee and its (sanitised) description. */
export function PackageStep({ offers, selectedOfferId, isSelectable, onSelect }: PackageStepProps) {
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
