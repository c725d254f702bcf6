import { QueryView } from '../../../shared/ui/query-view.tsx';
import { ApplicationMessage, AGREEMENT_SCROLL_TOLERANCE_PX } from '@hall/contract/applications/rules';
import { useQuery } from '@tanstack/react-query';
import { Skeleton } from 'antd-mobile';
import { useEffect, useRef, type UIEvent } from 'react';
import { transferAgreementQuery } from '../api.ts';

/** Whether a scroll box is at its end (within the spec's 2 px). */
export function isScrolledToEnd(element: HTMLElement): boolean {
  return element.scrollTop + element.clientHeight >= element.scrollHeight - AGREEMENT_SCROLL_TOLERANCE_PX;
}

/**
 * The transfer receiver's network-access agreement in force (the version the signature names), in a
 * scroll box that reports when it has been read to the end.
 */
export function NetworkAgreement({ onReadToEnd }: { onReadToEnd: () => void }) {
  const agreement = useQuery(transferAgreementQuery());
  const boxRef = useRef<HTMLDivElement | null>(null);
  useEffect(() => {
    // A screen tall enough to show it all has nothing to scroll.
    if (agreement.data && boxRef.current && isScrolledToEnd(boxRef.current)) {
      onReadToEnd();
    }
  }, [agreement.data, onReadToEnd]);
  const handleScroll = (event: UIEvent<HTMLDivElement>) => {
    if (isScrolledToEnd(event.currentTarget)) {
      onReadToEnd();
    }
  };
  return (
    <QueryView
      query={agreement}
      loading={
        <div className="applications-agreement" aria-busy="true" aria-label="入网协议加载中">
          <Skeleton.Paragraph lineCount={8} animated />
        </div>
      }
      failedTitle={ApplicationMessage.AGREEMENT_LOAD_FAILED}
    >
      {(document) => (
        <div ref={boxRef} className="applications-agreement" onScroll={handleScroll} role="document" aria-label="入网协议" tabIndex={0}>
          <h2>{document.title}</h2>
          {document.paragraphs.map((paragraph, index) => (
            // Paragraphs of one published version never change, so their position is a stable key.
            <p key={index}>{paragraph}</p>
          ))}
        </div>
      )}
    </QueryView>
  );
}
