import { Skeleton } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { HotlineLink } from '../../../shared/ui/hotline.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { cooperationQuery } from '../api.ts';
import { LoadFailed, retryOf } from '../../../shared/ui/load-failed.tsx';
import '../other-services.css';

/** /cooperate: business cooperation text, kept as data on the server. */
export function CooperatePage() {
  const cooperation = useQuery(cooperationQuery);
  let content;
  if (cooperation.isPending) {
    content = <Skeleton.Paragraph lineCount={6} animated />;
  } else if (cooperation.isError) {
    content = <LoadFailed title="商务合作信息加载失败" {...retryOf(cooperation)} />;
  } else if (!cooperation.data.content) {
    content = (
      <EmptyState title="暂无商务合作信息">
        <p className="empty-state-description">
          如有合作意向，请拨打客服热线 <HotlineLink />
        </p>
      </EmptyState>
    );
  } else {
    content = (
      <>
        <h2 className="section-title">{cooperation.data.title}</h2>
        <p className="cooperate-text">{cooperation.data.content}</p>
      </>
    );
  }
  return (
    <div className="page">
      <PageHeader title="商务合作" />
      <section className="page-section">{content}</section>
    </div>
  );
}
