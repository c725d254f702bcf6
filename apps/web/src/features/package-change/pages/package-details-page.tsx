import { QueryView } from '../../../shared/ui/query-view.tsx';
import { PACKAGE_FIXED_LINES } from '@hall/contract/package-change/rules';
import { List } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useQueryParam } from '../../../shared/hooks/use-query-param.ts';
import { formatYuanShort } from '../../../shared/lib/format.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { packageDetailsQuery } from '../api.ts';
import '../package-change.css';

function describeData(megabytes: number): string {
  return megabytes >= 1024 ? `${Number((megabytes / 1024).toFixed(2))}GB` : `${megabytes}MB`;
}

/** /PackageDetails?id=: every field of a package, the fixed lines and its rules (sanitised by the server). */
export function PackageDetailsPage() {
  const navigate = useNavigate();
  const productId = useQueryParam('id') ?? '';
  const details = useQuery({ ...packageDetailsQuery(productId), enabled: productId.length > 0 });
  const goBack = () => {
    if (window.history.state && typeof window.history.state.idx === 'number' && window.history.state.idx > 0) {
      navigate(-1);
    } else {
      navigate('/ChoosePackage', { replace: true });
    }
  };

  const renderBody = () => {
    if (!productId) {
      return <EmptyState title="未找到套餐信息" description="请返回重新选择套餐" />;
    }
    return (
      <QueryView query={details} loading={8} refused="未找到套餐信息">
        {(item) => (
          <>
            <List header="套餐信息">
              <List.Item extra={item.name}>套餐名称</List.Item>
              <List.Item extra={`${formatYuanShort(item.monthfee)}元/月`}>月基本费</List.Item>
              <List.Item extra={`${item.voicein}分钟`}>国内通话</List.Item>
              <List.Item extra={describeData(item.datain)}>国内流量</List.Item>
              <List.Item extra={`${formatYuanShort(item.voiceout)}元/分钟`}>国内主叫（套外）</List.Item>
              <List.Item extra={item.vsopin > 0 ? `${formatYuanShort(item.vsopin)}元/月` : '免费'}>来电显示</List.Item>
              <List.Item extra={`${item.smsout}条`}>国内短信</List.Item>
            </List>
            <List header="资费说明">
              <ul className="package-fixed-lines">
                {PACKAGE_FIXED_LINES.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
              {/* The server sanitises the rules HTML (sanitize-html, formatting tags only, no attributes). */}
              <div className="package-details-rules" aria-label="套餐规则" dangerouslySetInnerHTML={{ __html: item.description }} />
            </List>
          </>
        )}
      </QueryView>
    );
  };

  return (
    <div className="page">
      <PageHeader title="套餐详情" onBack={goBack} />
      {renderBody()}
    </div>
  );
}
