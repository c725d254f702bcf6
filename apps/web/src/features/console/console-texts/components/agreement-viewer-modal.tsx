import { splitAgreementBody, type AgreementKindValue } from '@hall/contract/agreements/rules';
import { useQuery } from '@tanstack/react-query';
import { Modal, Typography } from 'antd';
import { agreementVersionQuery } from '../texts-api.ts';
import { ConsoleQueryView } from '../../shell/components/console-query-view.tsx';

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
  return (
    <ConsoleQueryView query={text} failure="协议全文加载失败" loadingLabel="正在加载协议全文">
      {({ title, body }) => (
        <div>
          <Typography.Title level={5}>{title}</Typography.Title>
          {splitAgreementBody(body).map((paragraph, index) => (
            // Paragraphs may repeat; their place is their identity.
            <Typography.Paragraph key={index}>{paragraph}</Typography.Paragraph>
          ))}
        </div>
      )}
    </ConsoleQueryView>
  );
}
