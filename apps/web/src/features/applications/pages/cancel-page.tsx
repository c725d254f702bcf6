import { ApplicationMessage } from '@hall/contract/applications/rules';
import { AuthType } from '@hall/contract/identity/rules';
import { FieldLimit } from '@hall/contract/validators';
import { useQuery } from '@tanstack/react-query';
import { Button, Form, Input, NoticeBar } from 'antd-mobile';
import { useState } from 'react';
import { Link } from 'react-router';
import { useIdentityCheck } from '../../../shared/hooks/use-identity-check.ts';
import { keepDigits } from '../../../shared/lib/format.ts';
import { findOwnerIdentityProblem, trimOwnerIdentity } from '../../../shared/lib/owner-identity.ts';
import { OwnerIdentityFields } from '../../../shared/ui/owner-identity-fields.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { isApiError } from '../../../shared/api/api-error.ts';
import { showFailToast, showToast } from '../../../shared/ui/toast.ts';
import { applicationStatusQuery } from '../../../shared/ui/application-status/application-status-query.ts';
import { APPLICATION_IDENTITY_MESSAGES } from '../components/application-identity.ts';
import { useBoundPhone } from '../components/use-bound-phone.ts';
import { EntryLoadFailed } from '../components/entry-load-failed.tsx';
import { WeChatPhoneOnly } from '../components/wechat-phone-only.tsx';
import '../applications.css';

/** The number is typed (the bound one until the person types), checked with the contract's checkMobilePhone. */
const PHONE_ROW = { source: 'typed', placeholder: '请输入手机号' } as const;

/** /cancel (WeChat on a phone only): phone, ID and name, then the UNSET_ACCONT face check; returns to /cancelForm. */
export function CancelPage() {
  const bound = useBoundPhone();
  const [mobilePhoneInput, setMobilePhone] = useState<string | null>(null);
  const mobilePhone = mobilePhoneInput ?? bound.phone ?? '';
  const [idCard, setIdCard] = useState('');
  const [name, setName] = useState('');
  const identity = useIdentityCheck({ authType: AuthType.UNSET_ACCONT });
  const latest = useQuery({ ...applicationStatusQuery('cancel'), enabled: bound.phone !== null });
  const isPending = latest.data?.application?.status === 'pending';

  const next = () => {
    if (!bound.requireBound()) {
      return;
    }
    const values = { phone: mobilePhone, idCard, name };
    const problem = findOwnerIdentityProblem(values, { idDigits: 'full', phone: PHONE_ROW, messages: APPLICATION_IDENTITY_MESSAGES });
    if (problem) {
      showToast(problem);
      return;
    }
    const owner = trimOwnerIdentity(values);
    identity.start('CLOSE_ACCONT', { mobilePhone, idCard: owner.idCard, name: owner.name }, '/cancelForm', {
      onFailed: (error) => {
        // Refusals were toasted with their reason; a request that failed outright gets the overlay.
        if (!isApiError(error) || error.status !== 200) {
          showFailToast(ApplicationMessage.CANCEL_START_FAILED);
        }
      },
    });
  };

  if (bound.loadFailure) {
    return <EntryLoadFailed title="销户申请" failure={bound.loadFailure} />;
  }

  return (
    <div className="page">
      <PageHeader title="销户申请" backTo="/BusinessHandle" />
      <WeChatPhoneOnly>
        {isPending ? (
          <NoticeBar
            className="applications-notice"
            color="alert"
            content={
              <span>
                您的销户申请正在审核中，<Link to="/auditCabcel">查看进度</Link>
              </span>
            }
          />
        ) : null}
        <p className="page-intro">请填写机主身份信息，通过人脸识别后填写销户申请</p>
        <Form layout="horizontal" mode="card" className="applications-form">
          <Form.Item label="手机号码">
            <Input
              placeholder="请输入手机号"
              maxLength={FieldLimit.PHONE}
              value={mobilePhone}
              onChange={(value) => setMobilePhone(keepDigits(value))}
              aria-label="手机号码"
              inputMode="numeric"
            />
          </Form.Item>
          <OwnerIdentityFields idDigits="full" isIdCharactersOnly idCard={idCard} name={name} onIdCardChange={setIdCard} onNameChange={setName} />
        </Form>
        <div className="page-actions">
          <Button block color="primary" onClick={next} disabled={bound.isLoading}>
            下一步
          </Button>
        </div>
      </WeChatPhoneOnly>
    </div>
  );
}
