import { AGREEMENT_SCROLL_TOLERANCE_PX } from '@hall/contract/applications/rules';
import { useEffect, useRef, type UIEvent } from 'react';

const SECTIONS: { title: string; paragraphs: string[] }[] = [
  {
    title: '一、协议双方',
    paragraphs: [
      '甲方（用户）为办理号码过户接收的新机主；乙方为本虚拟运营商。甲方接收过户号码前，应仔细阅读本协议全部条款，特别是加粗提示的免除或限制乙方责任的条款。',
    ],
  },
  {
    title: '二、实名登记',
    paragraphs: [
      '根据国家关于电话用户真实身份信息登记的规定，甲方应出示本人有效身份证件并完成人像比对，如实登记本人身份信息。',
      '甲方不得将号码转借、转让、出租给他人使用；因违反本条造成的一切后果由甲方承担。',
    ],
  },
  {
    title: '三、服务内容与资费',
    paragraphs: [
      '号码过户后，原套餐及资费标准保持不变；甲方如需变更套餐，可通过网上营业厅办理，变更在次月生效。',
      '甲方应按时足额缴纳通信费用。逾期未缴的，乙方可按欠费金额每日加收3‰的违约金，并可暂停提供服务；甲方结清欠费后，乙方在24小时内恢复服务。',
    ],
  },
  {
    title: '四、双方权利义务',
    paragraphs: [
      '乙方为甲方提供通话详单查询服务，详单查询范围为近5个月。乙方进行网络调整、技术升级等可能影响服务的操作时，应提前72小时通知；号码变更应提前45日通知，技术升级应提前90日通知。',
      '甲方应妥善保管服务密码（PIN码初始值由乙方告知，连续输错三次将被锁定），凭服务密码办理的业务视为甲方本人办理。',
    ],
  },
  {
    title: '五、个人信息保护',
    paragraphs: ['乙方依法收集、使用甲方个人信息，仅用于提供通信服务、实名登记及依法配合有权机关的工作，未经甲方同意不向第三方提供。'],
  },
  {
    title: '六、协议期限与解除',
    paragraphs: [
      '本协议有效期一年，期满双方无异议的自动续期一年。甲方连续三个月未使用或欠费超过三个月的，乙方可按规定注销号码并解除本协议。',
      '过户完成后，原机主与乙方就该号码的权利义务终止，甲方自过户生效之日起承担该号码的全部权利义务。',
    ],
  },
  {
    title: '七、争议解决',
    paragraphs: ['因本协议引起的争议，双方协商解决；协商不成的，可向乙方所在地人民法院提起诉讼。本协议自甲方签名确认之日起生效。'],
  },
];

/** Whether a scroll box is at its end (within the spec's 2 px). */
export function isScrolledToEnd(element: HTMLElement): boolean {
  return element.scrollTop + element.clientHeight >= element.scrollHeight - AGREEMENT_SCROLL_TOLERANCE_PX;
}

/** The network-access agreement in a scroll box that reports when it has been read to the end. */
export function NetworkAgreement({ onReadToEnd }: { onReadToEnd: () => void }) {
  const boxRef = useRef<HTMLDivElement | null>(null);
  useEffect(() => {
    // A screen tall enough to show it all has nothing to scroll.
    if (boxRef.current && isScrolledToEnd(boxRef.current)) {
      onReadToEnd();
    }
  }, [onReadToEnd]);
  const handleScroll = (event: UIEvent<HTMLDivElement>) => {
    if (isScrolledToEnd(event.currentTarget)) {
      onReadToEnd();
    }
  };
  return (
    <div ref={boxRef} className="applications-agreement" onScroll={handleScroll} role="document" aria-label="入网协议" tabIndex={0}>
      <h2>客户入网服务协议</h2>
      {SECTIONS.map((section) => (
        <section key={section.title}>
          <h3>{section.title}</h3>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 16)}>{paragraph}</p>
          ))}
        </section>
      ))}
    </div>
  );
}
