import { ApplicationCheck, ApplicationMessage, LINK_ORDER_PLACEHOLDER } from '@hall/contract/applications/rules';
import { AuthType } from '@hall/contract/identity/rules';
import type { OperationOutput } from '@hall/contract/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { Form } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../shared/api/api-error.ts';
import { HallForm, useHallForm } from '../../../shared/form/hall-form.tsx';
import { SubmitBar } from '../../../shared/form/submit-bar.tsx';
import { TextField } from '../../../shared/form/text-field.tsx';
import { useIdentityCheck } from '../../../shared/hooks/use-identity-check.ts';
import { readLocal, removeLocal } from '../../../shared/lib/storage.ts';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { LINK_ORDER_STORAGE_KEY, linkIdentityQuery, useSubmitLinkedRealName } from '../api.ts';
import { ApplicationCheckView } from '../components/application-check-view.tsx';
import '../applications.css';

type LinkIdentity = OperationOutput<'NEW_GET_IMG_PATH'>;

const buildErrorPath = (message: string) => `/realNameLinkError?error=${encodeURIComponent(message)}`;

interface LinkContactValues {
  sparePhone: string;
}

/** /realNameLinkForm: the link's identity result on entry, then the contact phone and city. */
export function RealNameLinkFormPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const submitLinkedRealName = useSubmitLinkedRealName();
  const [linkIdentity, setLinkIdentity] = useState<LinkIdentity | null>(null);
  const form = useHallForm<LinkContactValues>();
  const identity = useIdentityCheck({
    authType: AuthType.REAL_NAME,
    readResult: async (bizNo) => {
      const result = await queryClient.fetchQuery(linkIdentityQuery(bizNo));
      setLinkIdentity(result);
      return result;
    },
    onFailed: ({ message }) => navigate(buildErrorPath(message || ApplicationMessage.IDENTITY_FAILED), { replace: true }),
  });

  const submit = ({ sparePhone }: LinkContactValues) => {
    if (identity.state.status !== 'passed' || !linkIdentity) {
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
      <ApplicationCheckView check={identity.state} startPath="/realNameLink">
        {() =>
          // The link's identity is read with the check's result, so it is there once the check passed.
          linkIdentity && (
            <>
              <HallForm form={form} onSubmit={submit} className="applications-form">
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
                <TextField
                  name="sparePhone"
                  label="联系号码"
                  kind="phone"
                  placeholder="请填写联系号码"
                  check={ApplicationCheck.CONTACT_PHONE}
                  isClearable={false}
                />
              </HallForm>
              <SubmitBar form={form} text="提交" isPending={submitLinkedRealName.isPending} pendingText="提交中" />
            </>
          )
        }
      </ApplicationCheckView>
    </div>
  );
}
