import type { DeletionState } from '@hall/contract/personal-info/schemas';
import { SmsCodeType } from '@hall/contract/sms/rules';
import { Button, Result } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { HallForm, useFieldDefault, useHallForm } from '../../../shared/form/hall-form.tsx';
import { SmsCodeFields } from '../../../shared/form/sms-code-fields.tsx';
import { SubmitBar } from '../../../shared/form/submit-bar.tsx';
import { formatMinuteTime } from '../../../shared/lib/format-date.ts';
import { useMember } from '../../../shared/member/use-member.ts';
import { showConfirm } from '../../../shared/ui/dialogs.ts';
import { QueryView } from '../../../shared/ui/query-view.tsx';
import { deletionStateQuery, useDeleteMemberRecord } from '../deletion-api.ts';

interface CodeValues {
  phone: string;
  code: string;
}

/** What a deletion removes, and what the law keeps with each kept item's period: the retention table's rows. */
function WhatHappens({ state }: { state: DeletionState }) {
  return (
    <>
      <p className="info-description">删除后，您绑定的全部号码将解除绑定，所有设备上的登录将退出，以下信息将被删除：</p>
      <ul className="info-items">
        {state.removed.map((row) => (
          <li key={row.key}>
            <p className="info-main">{row.name}</p>
          </li>
        ))}
      </ul>
      <p className="info-description deletion-kept-intro">以下信息依照法律规定继续保存，期满后删除：</p>
      <ul className="info-items">
        {state.kept.map((row) => (
          <li key={row.key}>
            <p className="info-main">{row.name}</p>
            <p className="info-detail">保存期限：{row.period}</p>
          </li>
        ))}
      </ul>
    </>
  );
}

function RequestState({ request }: { request: NonNullable<DeletionState['request']> }) {
  if (request.status === 'waiting') {
    return (
      <p className="deletion-state" role="status">
        您于 {formatMinuteTime(request.requestedAt)} 提交的删除申请正在等待客服处理：{request.reasons.join('；')}。处理完成后将为您删除。
      </p>
    );
  }
  return (
    <p className="deletion-state" role="status">
      您于 {formatMinuteTime(request.requestedAt)} 提交的删除申请未通过：{request.refusalReason}。如有疑问请联系客服，也可以重新申请。
    </p>
  );
}

const CONFIRMATION = {
  title: '删除会员信息',
  content: '删除后将解除全部号码的绑定并退出登录，已删除的信息无法恢复。确定删除吗？',
  confirmText: '确定删除',
};

/** The second confirmation, then the request; the success with the way home once deleted. */
function useConfirmedDeletion() {
  const deletion = useDeleteMemberRecord();
  const [isDeleted, setDeleted] = useState(false);
  const confirmAndDelete = async (input: { code: string } | null) => {
    if (await showConfirm(CONFIRMATION)) {
      deletion.mutate(input, { onSuccess: ({ outcome }) => setDeleted(outcome === 'deleted') });
    }
  };
  return { deletion, isDeleted, confirmAndDelete };
}

function DeletedResult() {
  return (
    <>
      <Result status="success" title="会员信息已删除" description="您已在所有设备上退出登录。依法保存的信息将按上述期限保存。" />
      <Button block color="primary" onClick={() => window.location.assign('/')}>
        返回首页
      </Button>
    </>
  );
}

/** The SMS code to the active number, then a second confirmation. */
function DeletionForm({ phone }: { phone: string }) {
  const form = useHallForm<CodeValues>();
  useFieldDefault(form, 'phone', phone);
  const { deletion, isDeleted, confirmAndDelete } = useConfirmedDeletion();
  if (isDeleted) {
    return <DeletedResult />;
  }
  return (
    <>
      <p className="info-description">验证码将发送至当前使用的号码</p>
      <HallForm form={form} className="deletion-form" onSubmit={({ code }) => void confirmAndDelete({ code })}>
        <SmsCodeFields form={form} smsType={SmsCodeType.MEMBER_DELETION} phonePlaceholder="" isPhoneReadOnly />
      </HallForm>
      <SubmitBar form={form} text="删除会员信息" isPending={deletion.isPending} isDanger />
    </>
  );
}

/** A member holding no number has no number to send a code to: the confirmation alone. */
function UnboundDeletion() {
  const { deletion, isDeleted, confirmAndDelete } = useConfirmedDeletion();
  if (isDeleted) {
    return <DeletedResult />;
  }
  return (
    <>
      <p className="info-description">您未绑定号码，确认后即可删除。</p>
      <Button block color="danger" loading={deletion.isPending} onClick={() => void confirmAndDelete(null)}>
        删除会员信息
      </Button>
    </>
  );
}

/** 删除会员信息 on /personalInfo: what deletion does and keeps, the request's state, and the confirmation. */
export function DeletionSection() {
  const id = useId();
  const state = useQuery(deletionStateQuery);
  const member = useMember();
  const phone = member.data?.mobilePhoneInfo?.mobilePhone ?? '';
  return (
    <section className="page-section" aria-labelledby={id}>
      <h2 id={id} className="section-title">
        删除会员信息
      </h2>
      <QueryView query={state} loading={3} failedTitle="删除说明加载失败">
        {(data) => (
          <>
            <WhatHappens state={data} />
            {data.request && <RequestState request={data.request} />}
            {data.request?.status === 'waiting' ? null : phone ? <DeletionForm phone={phone} /> : <UnboundDeletion />}
          </>
        )}
      </QueryView>
    </section>
  );
}
