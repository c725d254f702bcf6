import {
  checkCopyEmail,
  COPY_DELIVERIES,
  COPY_DELIVERY_TEXT,
  COPY_STATE_TEXT,
  COPY_VALID_DAYS,
  CopyDelivery,
  type CopyDeliveryValue,
} from '@hall/contract/personal-info/rules';
import type { PersonalInfoCopy } from '@hall/contract/personal-info/schemas';
import { SmsCodeType } from '@hall/contract/sms/rules';
import { useQuery } from '@tanstack/react-query';
import { Button, Selector } from 'antd-mobile';
import { useId, useState } from 'react';
import { HallForm, useFieldDefault, useHallForm } from '../../../shared/form/hall-form.tsx';
import { SmsCodeFields } from '../../../shared/form/sms-code-fields.tsx';
import { SubmitBar } from '../../../shared/form/submit-bar.tsx';
import { TextField } from '../../../shared/form/text-field.tsx';
import { formatMinuteTime } from '../../../shared/lib/format-date.ts';
import { boundPhoneOf } from '../../../shared/ui/bound-view.tsx';
import { QueryView } from '../../../shared/ui/query-view.tsx';
import { useMember } from '../../../shared/member/use-member.ts';
import { personalInfoCopiesQuery, useDownloadCopy, useRequestCopy } from '../api.ts';

interface CopyValues {
  phone: string;
  code: string;
  email: string;
}

const DELIVERY_OPTIONS = COPY_DELIVERIES.map((value) => ({ value, label: COPY_DELIVERY_TEXT[value] }));

/** The request: the delivery, its address when mailed, and the type 13 code of the active number. */
function CopyForm({ phone, contactEmail }: { phone: string; contactEmail: string }) {
  const form = useHallForm<CopyValues>();
  useFieldDefault(form, 'phone', phone);
  const [delivery, setDelivery] = useState<CopyDeliveryValue>(CopyDelivery.DOWNLOAD);
  // The member's contact e-mail is offered once the address row is shown.
  useFieldDefault(form, 'email', delivery === CopyDelivery.EMAIL ? contactEmail : '');
  const request = useRequestCopy();
  const submit = (values: CopyValues) =>
    request.mutate(
      { code: values.code, delivery, ...(delivery === CopyDelivery.EMAIL ? { email: values.email.trim() } : {}) },
      { onSuccess: () => form.setFieldValue('code', '') },
    );
  return (
    <>
      <div className="copy-delivery">
        <Selector aria-label="获取方式" columns={2} options={DELIVERY_OPTIONS} value={[delivery]} onChange={(values) => setDelivery(values[0] ?? delivery)} />
      </div>
      <HallForm form={form} onSubmit={submit}>
        {delivery === CopyDelivery.EMAIL && <TextField name="email" label="邮箱" kind="email" placeholder="请输入接收副本的邮箱" check={checkCopyEmail} />}
        <SmsCodeFields form={form} smsType={SmsCodeType.PERSONAL_INFO_COPY} phonePlaceholder="" isPhoneReadOnly sendingText="短信发送中..." />
      </HallForm>
      <SubmitBar form={form} text="申请副本" isPending={request.isPending} />
    </>
  );
}

function CopyItem({ copy }: { copy: PersonalInfoCopy }) {
  const download = useDownloadCopy();
  const target = copy.delivery === CopyDelivery.EMAIL ? `发送到 ${copy.email || '邮箱'}` : COPY_DELIVERY_TEXT[copy.delivery];
  return (
    <li className="copy-item">
      <div>
        <p className="info-main">
          {formatMinuteTime(copy.requestedAt)} · {COPY_STATE_TEXT[copy.state]}
        </p>
        <p className="info-detail">
          {target} · 有效至 {formatMinuteTime(copy.expiresAt)}
        </p>
      </div>
      {copy.state === 'downloadable' && (
        <Button size="small" color="primary" loading={download.isPending} onClick={() => download.mutate(copy.id)}>
          下载
        </Button>
      )}
    </li>
  );
}

/** 获取个人信息副本: ask for a machine-readable copy of one's own data, and the copies asked for. */
export function CopySection() {
  const id = useId();
  const member = useMember();
  const phone = boundPhoneOf(member);
  const copies = useQuery(personalInfoCopiesQuery);
  return (
    // The form runs the page's full width (at 320 px a padded card leaves the code field too narrow).
    <section aria-labelledby={id}>
      <div className="page-section">
        <h2 id={id} className="section-title">
          获取个人信息副本
        </h2>
        <p className="info-description">
          副本为 ZIP 压缩包，内含 JSON
          格式的个人信息文件和中文说明（README.txt），号码部分隐藏，不含照片、签名、银行卡信息和证件号码。可发送到邮箱，或在本页下载一次；副本在申请后
          {COPY_VALID_DAYS}天内有效。
        </p>
        {!phone && <p className="info-empty">绑定号码后可申请副本，验证码将发送到当前使用的号码</p>}
      </div>
      {phone && <CopyForm phone={phone} contactEmail={member.data?.memberInfo.contactEmail ?? ''} />}
      <div className="page-section">
        <QueryView query={copies} loading={2} failedTitle="副本记录加载失败" isEmpty={(data) => data.copies.length === 0} empty={{ title: '暂无副本申请记录' }}>
          {(data) => (
            <ul className="info-items" aria-label="副本申请记录">
              {data.copies.map((copy) => (
                <CopyItem key={copy.id} copy={copy} />
              ))}
            </ul>
          )}
        </QueryView>
      </div>
    </section>
  );
}
