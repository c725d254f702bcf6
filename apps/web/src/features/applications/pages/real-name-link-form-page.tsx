import { ApplicationMessage, LINK_ORDER_PLACEHOLDER } from '@hall/contract/applications/rules';
import { AuthType } from '@hall/contract/identity/rules';
import type { OperationOutput } from '@hall/contract/schemas';
import { CONTACT_PHONE_PATTERN, FieldLimit } from '@hall/contract/validators';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../shared/api/api-error.ts';
import { useIdentityCheck } from '../../../shared/hooks/use-identity-check.ts';
import { keepDigits } from '../../../shared/lib/format.ts';
import { readLocal, removeLocal } from '../../../shared/lib/storage.ts';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { showToast } from '../../../shared/ui/toast.ts';
import { LINK_ORDER_STORAGE_KEY, linkIdentityQuery, useSubmitLinkedRealName } from '../api.ts';
import { CheckPending } from '../components/check-pending.tsx';
import '../applications.css';

type LinkIdentity = OperationOutput<'NEW_GET_IMG_PATH'>;

const buildErrorPath = (message: string) => `/realNameLinkError?error=${encodeURIComponent(message)}`;

/** /realNameLinkForm: the link's identity result on entry, then the contact phone and city. */
export function RealNameLinkFormPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const submitLinkedRealName = useSubmitLinkedRealName();
  const [linkIdentity, setLinkIdentity] = useState<LinkIdentity | null>(null);
  const [sparePhone, setSparePhone] = useState('');
  const identity = useIdentityCheck({
    authType: AuthType.REAL_NAME,
    readResult: async (bizNo) => {
      const result = await queryClient.fetchQuery(linkIdentityQuery(bizNo));
      setLinkIdentity(result);
      return result;
    },
    onFailed: ({ message }) => navigate(buildErrorPath(message || ApplicationMessage.IDENTITY_FAILED), { replace: true }),
  });

  const submit = () => {
    if (identity.state.status !== 'passed' || !linkIdentity) {
      return;
    }
    if (!sparePhone) {
      showToast(ApplicationMessage.CONTACT_PHONE_REQUIRED);
      return;
    }
    if (!CONTACT_PHONE_PATTERN.test(sparePhone)) {
      showToast(ApplicationMessage.CONTACT_PHONE_INVALID);
      return;
    }
    submitLinkedRealName.mutate(
      {
        biz_no: identity.state.bizNo,
        sparePhone,
        id: readLocal(LINK_ORDER_STORAGE_KEY) ?? LINK_ORDER_PLACEHOLDER,
        cityName: linkIdentity.cityName,
      },
      {
        onSuccess: () => {
          removeLocal(LINK_ORDER_STORAGE_KEY);
          navigate('/realNameLinkSuccess', { replace: true });
        },
        // The refusal is shown on the error page, not as a toast.
        onError: (error) => navigate(buildErrorPath(isApiError(error) ? error.message : ApplicationMessage.UNKNOWN_RESPONSE), { replace: true }),
      },
    );
  };

  return (
    <div className="page">
      <PageHeader title="实名补录" onBack={() => navigate('/realNameLink', { replace: true })} />
      {identity.state.status !== 'passed' || !linkIdentity ? (
        <CheckPending status={identity.state.status === 'passed' ? 'checking' : identity.state.status} startPath="/realNameLink" />
      ) : (
        <>
          <Form layout="horizontal" mode="card" className="applications-form">
            <Form.Item label="实名手机号">
              <span className="applications-readonly">{linkIdentity.phone}</span>
            </Form.Item>
            <Form.Item label="机主姓名">
              <span className="applications-readonly">{linkIdentity.name}</span>
            </Form.Item>
            <Form.Item label="身份证号">
              <span className="applications-readonly">{linkIdentity.idCard}</span>
            </Form.Item>
            <Form.Item label="所在城市">
              <span className="applications-readonly">{linkIdentity.cityName || '未知'}</span>
            </Form.Item>
            <Form.Item label="联系号码">
              <Input
                placeholder="请填写联系号码"
                maxLength={FieldLimit.PHONE}
                value={sparePhone}
                onChange={(value) => setSparePhone(keepDigits(value))}
                aria-label="联系号码"
                inputMode="numeric"
              />
            </Form.Item>
          </Form>
          <div className="page-actions">
            <Button block color="primary" loading={submitLinkedRealName.isPending} loadingText="提交中" onClick={submit}>
              提交
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
