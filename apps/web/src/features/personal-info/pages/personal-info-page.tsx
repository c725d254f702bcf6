import type { PersonalInfo } from '@hall/contract/personal-info/schemas';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatMinuteTime } from '../../../shared/lib/format-date.ts';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { QueryView } from '../../../shared/ui/query-view.tsx';
import { personalInfoQuery } from '../api.ts';
import { DeletionSection } from '../components/deletion-section.tsx';
import { CopySection } from '../components/copy-section.tsx';
import { InfoSection } from '../components/info-section.tsx';
import '../personal-info.css';

function Line({ main, detail }: { main: string; detail: string }) {
  return (
    <>
      <p className="info-main">{main}</p>
      <p className="info-detail">{detail}</p>
    </>
  );
}

function Sections({ info }: { info: PersonalInfo }) {
  const { retention } = info;
  const profile = [
    { label: info.profile.isNicknameCorrected ? '昵称（您更正的）' : '昵称（来自微信）', value: info.profile.nickname },
    { label: '联系邮箱', value: info.profile.contactEmail || '未填写' },
    { label: '头像', value: info.profile.hasAvatar ? '已保存微信头像' : '未保存' },
    { label: '关怀模式', value: info.profile.careMode ? '已开启' : '未开启' },
    { label: '首次登录', value: formatMinuteTime(info.profile.memberSince) },
  ];
  return (
    <>
      <InfoSection
        title="基本信息"
        items={profile}
        empty=""
        notes={[retention.profile]}
        itemKey={(item) => item.label}
        render={(item) => <Line main={item.value} detail={item.label} />}
        action={
          <Link className="info-action" to="/personalInfoCorrect">
            更正昵称和联系邮箱
          </Link>
        }
      />
      <InfoSection
        title="绑定的号码"
        items={info.numbers}
        empty="暂未绑定号码"
        notes={[retention.bindings]}
        itemKey={(item) => item.phone}
        render={(item) => <Line main={`${item.phone}${item.isActive ? '（当前使用）' : ''}`} detail={`绑定于 ${formatMinuteTime(item.boundAt)}`} />}
      />
      <InfoSection
        title="绑定记录"
        items={info.bindingHistory}
        empty="暂无绑定记录"
        notes={[retention.bindings]}
        itemKey={(item, index) => `${item.at}-${index}`}
        render={(item) => <Line main={`${item.action === 'bind' ? '绑定' : '解绑'} ${item.phone}`} detail={`${formatMinuteTime(item.at)} · ${item.method}`} />}
      />
      <InfoSection
        title="个人信息授权"
        description="每项授权在发起人脸核身或上传照片时记录，授权所允许的采集已经开始，因此无法撤回；未完成的核验会自动失效，相关资料按下方的保存期限删除。如不再使用营业厅，可在本页底部删除会员信息。"
        items={info.consents}
        empty="暂无授权记录"
        notes={[retention.consents]}
        itemKey={(item, index) => `${item.at}-${index}`}
        render={(item) => <Line main={item.purpose} detail={`${formatMinuteTime(item.at)} · 告知书版本 ${item.noticeVersion}`} />}
      />
      <InfoSection
        title="身份核验"
        items={info.identityChecks}
        empty="暂无身份核验记录"
        notes={retention.identityChecks}
        itemKey={(item, index) => `${item.at}-${index}`}
        render={(item) => <Line main={`${item.purpose} · ${item.status}`} detail={formatMinuteTime(item.at)} />}
      />
      <InfoSection
        title="上传的资料"
        items={info.materials}
        empty="暂无上传的照片、签名或银行卡信息"
        notes={retention.materials}
        itemKey={(item, index) => `${item.kind}-${item.at}-${index}`}
        render={(item) => <Line main={item.label} detail={`${formatMinuteTime(item.at)} · 仅显示类型和时间`} />}
      />
      <InfoSection
        title="业务申请"
        items={info.applications}
        empty="暂无业务申请"
        notes={[retention.applications]}
        itemKey={(item) => `${item.kind}-${item.applicationNo}`}
        render={(item) => <Line main={`${item.kind} · ${item.status}`} detail={`${formatMinuteTime(item.at)} · 申请单号 ${item.applicationNo}`} />}
      />
      <InfoSection
        title="我的操作记录"
        items={info.actions}
        empty="暂无操作记录"
        notes={[retention.actions]}
        itemKey={(item) => String(item.id)}
        render={(item) => <Line main={item.label} detail={formatMinuteTime(item.at)} />}
      />
    </>
  );
}

/** /personalInfo (个人信息管理): what the operator holds about the member, where it came from and how long it is kept. */
export function PersonalInfoPage() {
  const info = useQuery(personalInfoQuery);
  return (
    <div className="page">
      <PageHeader title="个人信息管理" />
      <p className="page-intro">以下是我们保存的您的个人信息，以及每项信息的来源和保存期限。照片、签名和银行卡信息只显示类型和时间。</p>
      <QueryView query={info} loading={8} failedTitle="个人信息加载失败">
        {(data) => <Sections info={data} />}
      </QueryView>
      <CopySection />
      <DeletionSection />
    </div>
  );
}
