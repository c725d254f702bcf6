import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';
import { QueryView } from '../../../shared/ui/query-view.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import type { useBoundPhone } from './use-bound-phone.ts';
import { WeChatPhoneOnly } from './wechat-phone-only.tsx';

/**
 * An application's entry page (WeChat on a phone only): its form and 下一步, which submits it once
 * the member is bound. The form shows while the member record loads (下一步 waits for it); a
 * record that failed to load replaces it with the error and 重新加载, never with "not bound".
 */
export function WeChatEntryPage({
  title,
  bound,
  form,
  children,
}: {
  title: string;
  bound: ReturnType<typeof useBoundPhone>;
  form: { submit: () => void };
  children: ReactNode;
}) {
  const entry = (
    <>
      {children}
      <div className="page-actions">
        <Button block color="primary" onClick={() => bound.submitWhenBound(form)} disabled={bound.isLoading}>
          下一步
        </Button>
      </div>
    </>
  );
  return (
    <div className="page">
      <PageHeader title={title} backTo="/BusinessHandle" />
      <WeChatPhoneOnly>
        <QueryView query={bound.member} loading={entry} failedTitle="信息加载失败">
          {() => entry}
        </QueryView>
      </WeChatPhoneOnly>
    </div>
  );
}
