import { AGREEMENT_SCROLL_TOLERANCE_PX } from '@hall/contract/applications/rules';
import type { AgreementText } from '@hall/contract/agreements/schemas';
import { useEffect, useRef } from 'react';
import { PlainSkeleton } from './plain-skeleton.tsx';
import { QueryView, type ViewedQuery } from './query-view.tsx';
import './agreement-reader.css';

// One reader for every agreement a person must read to its end before agreeing and signing (the
// card opening's on the agent's phone, the transfer receiver's): the version in force in a scroll
// box, its loading and failure through QueryView, and whether it has been read to the end.

export interface AgreementReaderProps {
  query: ViewedQuery<AgreementText>;
  /** The scroll box's accessible name. */
  label: string;
  /** The title of a failed load. */
  failedTitle: string;
  isRead: boolean;
  /** Called whenever the box is at its end: scrolled there, or short enough to show whole. */
  onReadToEnd: () => void;
  /** The area's spacing around the reader. */
  className?: string;
}

/** Whether a scroll box is at its end (within the spec's 2 px: the last pixels may never scroll into view). */
function isScrolledToEnd(element: HTMLElement): boolean {
  return element.scrollTop + element.clientHeight >= element.scrollHeight - AGREEMENT_SCROLL_TOLERANCE_PX;
}

export function AgreementReader({ query, label, failedTitle, isRead, onReadToEnd, className }: AgreementReaderProps) {
  const boxRef = useRef<HTMLDivElement | null>(null);
  const latestOnReadToEnd = useRef(onReadToEnd);
  latestOnReadToEnd.current = onReadToEnd;

  // Each version is read from its top (the box is new), and a text short enough to show whole has
  // been read once it is shown.
  const version = query.data?.version;
  useEffect(() => {
    if (version !== undefined && boxRef.current && isScrolledToEnd(boxRef.current)) {
      latestOnReadToEnd.current();
    }
  }, [version]);

  return (
    <div className={className ? `agreement-reader ${className}` : 'agreement-reader'}>
      <QueryView
        query={query}
        loading={
          <div className="agreement-reader-text" aria-busy="true" aria-label="入网协议加载中">
            <PlainSkeleton lineCount={8} />
          </div>
        }
        failedTitle={failedTitle}
      >
        {(agreement) => (
          <div
            key={agreement.version}
            ref={boxRef}
            className="agreement-reader-text"
            role="document"
            aria-label={label}
            tabIndex={0}
            onScroll={(event) => {
              if (isScrolledToEnd(event.currentTarget)) {
                onReadToEnd();
              }
            }}
          >
            <h2>{agreement.title}</h2>
            {agreement.paragraphs.map((paragraph, index) => (
              // Paragraphs may repeat, and those of one published version never change: their place is their identity.
              <p key={index}>{paragraph}</p>
            ))}
            <p className="agreement-reader-end">—— 协议全文完 ——</p>
          </div>
        )}
      </QueryView>
      <p className={isRead ? 'agreement-reader-state is-read' : 'agreement-reader-state'}>{isRead ? '已阅读完毕' : '请滑动阅读至协议末尾'}</p>
    </div>
  );
}
