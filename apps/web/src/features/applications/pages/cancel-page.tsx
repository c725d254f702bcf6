import { ApplicationMessage, describeCancelOwing } from '@hall/contract/applications/rules';
import { AuthType } from '@hall/contract/identity/rules';
import { checkMobilePhone } from '@hall/contract/validators';
import { useQuery } from '@tanstack/react-query';
import { NoticeBar } from 'antd-mobile';
import { Link } from 'react-router';
import { HallForm, useFieldDefault, useHallForm } from '../../../shared/form/hall-form.tsx';
import { OwnerIdentityFields } from '../../../shared/form/owner-identity-fields.tsx';
import { TextField } from '../../../shared/form/text-field.tsx';
import { useIdentityCheck } from '../../../shared/hooks/use-identity-check.ts';
import type { OwnerIdentityValues } from '../../../shared/lib/owner-identity.ts';
import { isApiError } from '../../../shared/api/api-error.ts';
import { showFailToast } from '../../../shared/ui/toast.ts';
import { topUpLink } from '../../../shared/lib/top-up-link.ts';
import { balanceQuery } from '../api.ts';
import { applicationStatusQuery } from '../../../shared/ui/application-status/application-status-query.ts';
import { APPLICATION_IDENTITY_MESSAGES } from '../components/application-identity.ts';
import { useBoundPhone } from '../components/use-bound-phone.ts';
import { WeChatEntryPage } from '../components/wechat-entry-page.tsx';
import '../applications.css';

/** /cancel (WeChat on a phone only): phone, ID and name, then the UNSET_ACCONT face check; returns to /cancelForm. */
export function CancelPage() {
  const bound = useBoundPhone();
  const form = useHallForm<OwnerIdentityValues>();
  // The number is typed; the bound one stands until the person types another.
  useFieldDefault(form, 'phone', bound.phone ?? '');
  const identity = useIdentityCheck({ authType: AuthType.UNSET_ACCONT });
  const latest = useQuery({ ...applicationStatusQuery('cancel'), enabled: bound.phone !== null });
  const isPending = latest.data?.application?.status === 'pending';
  // A number that owes cannot be cancelled: said before the face check, with the way to pay.
  const balance = useQuery({ ...balanceQuery, enabled: bound.phone !== null });
  const owedFen = Math.max(0, -(balance.data?.amount ?? 0));

  const next = ({ phone, idCard, name }: OwnerIdentityValues) =>
    identity.start('CLOSE_ACCONT', { mobilePhone: phone, idCard, name }, '/cancelForm', {
      onFailed: (error) => {
        // Refusals were toasted with their reason; a request that failed outright gets the overlay.
        if (!isApiError(error) || error.status !== 200) {
          showFailToast(ApplicationMessage.CANCEL_START_FAILED);
        }
      },
    });

  return (
    <WeChatEntryPage title="销户申请" bound={bound} form={form}>
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
      {owedFen > 0 && bound.phone ? (
        <NoticeBar
          className="applications-notice"
          color="alert"
          wrap
          content={
            <span>
              {describeCancelOwing(owedFen)}，<Link to={topUpLink(bound.phone, owedFen)}>去缴费</Link>
            </span>
          }
        />
      ) : null}
      <p className="page-intro">请填写机主身份信息，通过人脸识别后填写销户申请</p>
      <HallForm form={form} className="applications-form" onSubmit={next}>
        <TextField name="phone" label="手机号码" kind="phone" placeholder="请输入手机号" check={checkMobilePhone} isClearable={false} />
        <OwnerIdentityFields idDigits="full" isIdCharactersOnly messages={APPLICATION_IDENTITY_MESSAGES} />
      </HallForm>
    </WeChatEntryPage>
  );
}
