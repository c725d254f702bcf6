import { QueryView } from '../../../shared/ui/query-view.tsx';
import { useQuery } from '@tanstack/react-query';
import { HotlineLink } from '../../../shared/ui/hotline.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { cooperationQuery } from '../api.ts';
import '../other-services.css';

/** /cooperate: business cooperation text, kept as data on the server. */
export function CooperatePage() {
  const cooperation = useQuery(cooperationQuery);
  const content = (
    <QueryView
      query={cooperation}
      loading={6}
      failedTitle="商务合作信息加载失败"
      isEmpty={(page) => !page.content}
      empty={{
        title: '暂无商务合作信息',
        children: (
          <p className="empty-state-description">
            如有合作意向，请拨打客服热线 <HotlineLink />
          </p>
        ),
      }}
    >
      {(page) => (
        <>
          <h2 className="section-title">{page.title}</h2>
          <p className="cooperate-text">{page.content}</p>
        </>
      )}
    </QueryView>
  );
  return (
    <div className="page">
      <PageHeader title="商务合作" />
      <section className="page-section">{content}</section>
    </div>
  );
}
