import type { AgreementText as AgreementTextData } from '@hall/contract/agreements/schemas';

/** The network-access agreement the customer reads before signing: the version in force, as published. */
export function AgreementText({ agreement }: { agreement: AgreementTextData }) {
  return (
    <>
      <h3>{agreement.title}</h3>
      {agreement.paragraphs.map((paragraph, index) => (
        // Paragraphs may repeat; their place is their identity.
        <p key={index}>{paragraph}</p>
      ))}
      <p className="agent-agreement-end">—— 协议全文完 ——</p>
    </>
  );
}
