import { splitAgreementBody, type AgreementKindValue } from '@hall/contract/agreements/rules';
import { useQuery } from '@tanstack/react-query';
import { Modal, Skeleton, Typography } from 'antd';
import { agreementVersionQuery } from '../texts-api.ts';
import { LoadFailedResult } from '../../shell/components/load-failed-result.tsx';

export interface AgreementRef {
  kind: AgreementKindValue;
  version: number;
}

/** One published version's full text, read-only, as signers read it. */
export function AgreementViewerModal({ agreement, onClose }: { agreement: AgreementRef | null; onClose: () => void }) {
  return (
    <Modal open={agreement !== null} title={agreement ? `第${agreement.version}版全文` : ''} footer={null} width={720} onCancel={onClose} destroyOnHidden>
      {agreement && <AgreementFullText agreement={agreement} />}
    </Modal>
  );
}

function AgreementFullText({ agreement }: { agreement: AgreementRef }) {
  const text = useQuery(agreementVersionQuery(agreement.kind, agreement.version));
  if (text.isPending) {
    return <Skeleton active paragraph={{ rows: 6 }} />;
  }
  if (text.isError) {
    return <LoadFailedResult error={text.error} fallback="协议全文加载失败" onRetry={() => void text.refetch()} />;
  }
  return (
    <div>
      <Typography.Title level={5}>{text.data.title}</Typography.Title>
      {splitAgreementBody(text.data.body).map((paragraph, index) => (
        // Paragraphs may repeat; their place is their identity.
        <Typography.Paragraph key={index}>{paragraph}</Typography.Paragraph>
      ))}
    </div>
  );
}
