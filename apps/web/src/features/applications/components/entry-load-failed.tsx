import { LoadFailed, type retryOf } from '../../../shared/ui/load-failed.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { WeChatPhoneOnly } from './wechat-phone-only.tsx';

/** A WeChat-on-a-phone entry page whose member record failed to load: the error and 重新加载, never "not bound". */
export function EntryLoadFailed({ title, failure }: { title: string; failure: ReturnType<typeof retryOf> }) {
  return (
    <div className="page">
      <PageHeader title={title} backTo="/BusinessHandle" />
      <WeChatPhoneOnly>
        <LoadFailed title="信息加载失败" {...failure} />
      </WeChatPhoneOnly>
    </div>
  );
}
