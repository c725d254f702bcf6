import { formatChinaDateTime } from '@hall/contract/china-time';
import { OwnerCheckBy, type OwnerCheckByValue } from '@hall/contract/number-keeping/rules';
import {
  checkDetailEmail,
  DETAIL_KINDS,
  DETAIL_KIND_TEXT,
  DETAIL_RECORD_KIND_TEXT,
  DETAIL_UNLOCK_MINUTES,
  formatCallDuration,
  formatDataAmount,
  formatDetailMonth,
  UsageDetailMessage,
  type DetailKind,
} from '@hall/contract/usage-detail/rules';
import type { DetailRecord, UsageDetailStatus } from '@hall/contract/usage-detail/schemas';
import { useQuery } from '@tanstack/react-query';
import { Button, List } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { isApiError } from '../../../shared/api/api-error.ts';
import { HallForm, useFieldDefault, useHallForm } from '../../../shared/form/hall-form.tsx';
import { SubmitBar } from '../../../shared/form/submit-bar.tsx';
import { TextField } from '../../../shared/form/text-field.tsx';
import { useQueryParam } from '../../../shared/hooks/use-query-param.ts';
import { useMember } from '../../../shared/member/use-member.ts';
import { BoundPage } from '../../../shared/ui/bound-page.tsx';
import { boundPhoneOf } from '../../../shared/ui/bound-view.tsx';
import { QueryView } from '../../../shared/ui/query-view.tsx';
import { SegmentedTabs } from '../../../shared/ui/segmented-tabs.tsx';
import { detailRecordsQuery, detailStatusQuery, useForgetUnlock, useMailDetail, useUnlockDetail } from '../api.ts';
import { toUnlockProof, UNLOCK_TABS, UnlockFields, type UnlockValues } from '../components/owner-check-fields.tsx';
import '../usage-detail.css';

const KIND_TABS = DETAIL_KINDS.map((key) => ({ key, title: DETAIL_KIND_TEXT[key] }));

/** A request id for one PDF request: a repeated click or a retry sends it again and mails once. */
function newRequestId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The check that opens the detail: the service password or the SMS code. */
function UnlockPanel({ phone }: { phone: string }) {
  const form = useHallForm<UnlockValues>();
  const unlock = useUnlockDetail();
  const [checkBy, setCheckBy] = useState<OwnerCheckByValue>(OwnerCheckBy.PASSWORD);
  return (
    <>
      <p className="page-intro">详单含通话和短信记录，属于个人隐私。请先验证服务密码或短信验证码，验证后{DETAIL_UNLOCK_MINUTES}分钟内可查询。</p>
      <HallForm form={form} onSubmit={(values) => unlock.mutate(toUnlockProof(checkBy, values), { onSuccess: () => form.resetFields() })}>
        <SegmentedTabs label="验证方式" tabs={UNLOCK_TABS} activeKey={checkBy} onChange={setCheckBy} />
        <UnlockFields form={form} checkBy={checkBy} phone={phone} />
      </HallForm>
      <SubmitBar form={form} text="验证并查询详单" isPending={unlock.isPending} />
    </>
  );
}

function RecordItem({ record }: { record: DetailRecord }) {
  if (record.kind === 'data') {
    return (
      <List.Item description={`上网${record.sessions ?? 0}次`} extra={formatDataAmount(record.megabytes ?? 0)}>
        {record.time}
      </List.Item>
    );
  }
  const isCall = record.kind === 'voice_out' || record.kind === 'voice_in';
  return (
    <List.Item description={formatChinaDateTime(new Date(record.time))} extra={isCall ? formatCallDuration(record.seconds ?? 0) : `${record.count ?? 0}条`}>
      <span className="detail-kind">{DETAIL_RECORD_KIND_TEXT[record.kind]}</span>
      {record.otherParty}
    </List.Item>
  );
}

/** One month's records of a kind, by page. */
function RecordsList({ month, kind }: { month: string; kind: DetailKind }) {
  const [page, setPage] = useState(1);
  const records = useQuery(detailRecordsQuery(month, kind, page));
  const forgetUnlock = useForgetUnlock();
  const isClosed = isApiError(records.error) && records.error.message === UsageDetailMessage.LOCKED;
  useEffect(() => {
    if (isClosed) {
      void forgetUnlock();
    }
  }, [isClosed, forgetUnlock]);
  return (
    <QueryView
      query={records}
      loading={6}
      failedTitle="详单加载失败"
      refused="暂不能查询"
      isEmpty={(data) => data.total === 0}
      empty={{ title: `暂无${DETAIL_KIND_TEXT[kind]}记录`, description: `${formatDetailMonth(month)}没有${DETAIL_KIND_TEXT[kind]}记录` }}
    >
      {(data) => {
        const pages = Math.max(1, Math.ceil(data.total / data.pageSize));
        return (
          <>
            <List header={`${formatDetailMonth(month)} ${DETAIL_KIND_TEXT[kind]}记录 共${data.total}条`}>
              {data.list.map((record) => (
                <RecordItem key={record.key} record={record} />
              ))}
            </List>
            {pages > 1 && (
              <nav className="detail-pager" aria-label="翻页">
                <Button size="small" disabled={data.page <= 1} onClick={() => setPage(data.page - 1)}>
                  上一页
                </Button>
                <span aria-live="polite">
                  第{data.page}/{pages}页
                </span>
                <Button size="small" disabled={data.page >= pages} onClick={() => setPage(data.page + 1)}>
                  下一页
                </Button>
              </nav>
            )}
          </>
        );
      }}
    </QueryView>
  );
}

/** The month's PDF by e-mail. */
function MailForm({ month }: { month: string }) {
  const form = useHallForm<{ email: string }>();
  const mail = useMailDetail();
  useFieldDefault(form, 'email', useMember().data?.memberInfo.contactEmail ?? '');
  const [requestId, setRequestId] = useState(newRequestId);
  const submit = ({ email }: { email: string }) =>
    mail.mutate(
      { month, email: email.trim(), requestId },
      {
        onSuccess: () => setRequestId(newRequestId()),
      },
    );
  return (
    <section className="page-section" aria-labelledby="detail-mail-title">
      <h2 className="section-title" id="detail-mail-title">
        发送PDF详单到邮箱
      </h2>
      <HallForm form={form} onSubmit={submit}>
        <TextField name="email" label="邮箱" kind="email" placeholder="请输入邮箱" check={checkDetailEmail} />
      </HallForm>
      <SubmitBar form={form} text={`发送${formatDetailMonth(month)}详单`} isPending={mail.isPending} />
      {mail.data && (
        <p className="detail-mail-done" role="status">
          {formatDetailMonth(mail.data.month)}详单PDF将发送至 {mail.data.email}，请注意查收。
        </p>
      )}
    </section>
  );
}

function OpenDetail({ status }: { status: UsageDetailStatus }) {
  const asked = useQueryParam('month');
  const [month, setMonth] = useState(asked && status.months.includes(asked) ? asked : (status.months[0] ?? ''));
  const [kind, setKind] = useState<DetailKind>('voice');
  return (
    <>
      <div className="page-section detail-filters">
        <p className="muted">
          号码 {status.phone}，验证有效至 {formatChinaDateTime(new Date(status.unlockedUntil ?? ''), 'minute')}
        </p>
        <label className="detail-month">
          <span>查询月份</span>
          <select value={month} onChange={(event) => setMonth(event.target.value)}>
            {status.months.map((item) => (
              <option key={item} value={item}>
                {formatDetailMonth(item)}
              </option>
            ))}
          </select>
        </label>
        <SegmentedTabs label="详单类型" tabs={KIND_TABS} activeKey={kind} onChange={setKind} />
      </div>
      <RecordsList key={`${month}-${kind}`} month={month} kind={kind} />
      <p className="page-intro">对方号码已部分隐藏；上网记录按日汇总。</p>
      <MailForm month={month} />
    </>
  );
}

/** /callDetail: the call and SMS detail (详单) of the active number, after the service password or an SMS code. */
export function CallDetailPage() {
  const member = useMember();
  const status = useQuery({ ...detailStatusQuery, enabled: boundPhoneOf(member) !== '' });
  return (
    <BoundPage title="详单查询" member={member} failedTitle="信息加载失败">
      {(phone) => (
        <QueryView query={status} loading={4} failedTitle="详单信息加载失败">
          {(data) => (data.unlockedUntil ? <OpenDetail status={data} /> : <UnlockPanel phone={phone} />)}
        </QueryView>
      )}
    </BoundPage>
  );
}
