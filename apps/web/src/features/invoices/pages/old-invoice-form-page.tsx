import { OldInvoiceTitleKind } from '@hall/contract/invoices/rules';
import { SmsCodeType } from '@hall/contract/sms/rules';
import { carriesIdPhotos, ConsentPurpose } from '@hall/contract/consent';
import { INVOICE_MESSAGES } from '@hall/contract/invoices/rules';
import { checkMobilePhone, FieldLimit, FieldMessage, isEmail, isMobilePhone, isTaxNumber } from '@hall/contract/validators';
import { Button, Form, Input, Radio, Space } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryParam } from '../../../shared/hooks/use-query-param.ts';
import { useSmsCountdown } from '../../../shared/hooks/use-sms-countdown.ts';
import { formatYuan, keepDigits } from '../../../shared/lib/format.ts';
import { buildPath } from '../../../shared/lib/navigation.ts';
import { useMember } from '../../../shared/member/use-member.ts';
import { askConsent } from '../../../shared/ui/consent-dialog.ts';
import { showConfirm } from '../../../shared/ui/dialogs.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { showToast } from '../../../shared/ui/toast.ts';
import { useSubmitOldInvoice } from '../api.ts';
import { PhotoField } from '../components/photo-field.tsx';
import { formatFeeMonth } from '../invoice-format.ts';
import '../invoices.css';

export const IRREVOCABLE_WARNING = '发票一经开具无法撤销，请确认信息无误后提交';

interface OldInvoiceForm {
  mobilePhone: string;
  code: string;
  invoiceType: 1 | 2;
  title: string;
  taxNumber: string;
  name: string;
  telephone: string;
  email: string;
  businessLicenses: string;
  idCardFront: string;
  idCardBack: string;
  photo: string;
}

const EMPTY_FORM: OldInvoiceForm = {
  mobilePhone: '',
  code: '',
  invoiceType: OldInvoiceTitleKind.PERSONAL,
  title: '',
  taxNumber: '',
  name: '',
  telephone: '',
  email: '',
  businessLicenses: '',
  idCardFront: '',
  idCardBack: '',
  photo: '',
};

function findProblem(form: OldInvoiceForm): string | null {
  const isCompany = form.invoiceType === OldInvoiceTitleKind.COMPANY;
  const checks: [boolean, string][] = [
    [!form.mobilePhone, FieldMessage.PHONE_REQUIRED],
    [!isMobilePhone(form.mobilePhone), FieldMessage.PHONE_INVALID],
    [!form.code, FieldMessage.SMS_CODE_REQUIRED],
    [!form.title.trim(), '请填写发票抬头'],
    [isCompany && !isTaxNumber(form.taxNumber), '请输入15-20位纳税人识别号'],
    [!form.name.trim(), '请填写联系人姓名'],
    [!form.telephone, '请填写联系电话'],
    [!isMobilePhone(form.telephone), '请输入正确的联系电话'],
    [!form.email.trim(), INVOICE_MESSAGES.EMAIL_REQUIRED],
    [!isEmail(form.email.trim()), INVOICE_MESSAGES.EMAIL_INVALID],
    [isCompany && !form.businessLicenses, '请上传营业执照照片'],
    [!isCompany && !form.idCardFront, '请上传身份证正面照片'],
    [!isCompany && !form.idCardBack, '请上传身份证反面照片'],
  ];
  return checks.find(([isBad]) => isBad)?.[1] ?? null;
}

/** /Invoice?id=&money=&time=: the old single-form invoice application for one month of the bound number. */
export function OldInvoiceFormPage() {
  const navigate = useNavigate();
  const submitOldInvoice = useSubmitOldInvoice();
  const invoiceId = useQueryParam('id') ?? '';
  const money = Number(useQueryParam('money') ?? '0');
  const time = useQueryParam('time') ?? '';
  const member = useMember();
  const countdown = useSmsCountdown();
  const [formInput, setForm] = useState<Omit<OldInvoiceForm, 'mobilePhone' | 'telephone'> & { mobilePhone: string | null; telephone: string | null }>({
    ...EMPTY_FORM,
    mobilePhone: null,
    telephone: null,
  });

  const boundPhone = member.data?.mobilePhoneInfo?.mobilePhone ?? '';
  // Until the person types, the phone fields offer the bound number.
  const form: OldInvoiceForm = { ...formInput, mobilePhone: formInput.mobilePhone ?? boundPhone, telephone: formInput.telephone ?? boundPhone };

  const isCompany = form.invoiceType === OldInvoiceTitleKind.COMPANY;
  const change =
    <Key extends keyof OldInvoiceForm>(key: Key) =>
    (value: OldInvoiceForm[Key]) =>
      setForm((current) => ({ ...current, [key]: value }));

  const sendCode = () => {
    const phoneProblem = checkMobilePhone(form.mobilePhone);
    if (phoneProblem) {
      showToast(phoneProblem);
    } else {
      void countdown.send(form.mobilePhone, SmsCodeType.OLD_INVOICE);
    }
  };

  const submit = async () => {
    const problem = findProblem(form);
    if (problem) {
      showToast(problem);
      return;
    }
    const hasIdPhotos = carriesIdPhotos(form);
    if (hasIdPhotos && !(await askConsent(ConsentPurpose.ID_PHOTO))) {
      return;
    }
    if (!(await showConfirm({ title: '提交确认', content: IRREVOCABLE_WARNING, confirmText: '确认提交' }))) {
      return;
    }
    submitOldInvoice.mutate(
      {
        invoiceId,
        mobilePhone: form.mobilePhone,
        code: form.code,
        invoiceType: form.invoiceType,
        title: form.title.trim(),
        // The taxpayer ID goes only with a company title.
        taxNumber: isCompany ? form.taxNumber : '',
        name: form.name.trim(),
        telephone: form.telephone,
        email: form.email.trim(),
        businessLicenses: isCompany ? form.businessLicenses : '',
        idCardFront: form.idCardFront,
        idCardBack: form.idCardBack,
        photo: form.photo,
        ...(hasIdPhotos ? { consent: true as const } : {}),
      },
      { onSuccess: (result) => navigate(buildPath('/InvoiceSuccess', { id: result.id }), { replace: true }) },
    );
  };

  if (!invoiceId || !/^\d{6}$/.test(time)) {
    return (
      <div className="page">
        <PageHeader title="申请发票" backTo="/state" />
        <EmptyState title="暂无记录" description="请从开票记录中选择要开票的月份" />
        <div className="page-actions">
          <Button block color="primary" onClick={() => navigate('/state', { replace: true })}>
            查看开票记录
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div className="page">
      <PageHeader title="申请发票" backTo="/state" />
      <section className="page-section invoice-summary" aria-label="开票信息">
        <div className="invoice-summary-row">
          <span>开票月份</span>
          <span>{formatFeeMonth(time)}</span>
        </div>
        <div className="invoice-summary-row">
          <span>开票金额</span>
          <span className="invoice-amount">¥{formatYuan(Number.isFinite(money) ? money : 0)}</span>
        </div>
      </section>
      <Form layout="horizontal" mode="card">
        <Form.Item label="手机号">
          <Input
            type="tel"
            inputMode="numeric"
            maxLength={FieldLimit.PHONE}
            value={form.mobilePhone}
            onChange={(value) => change('mobilePhone')(keepDigits(value))}
            aria-label="手机号"
            placeholder="请输入手机号"
          />
        </Form.Item>
        <Form.Item
          label="验证码"
          extra={
            <Button size="small" color="primary" fill="none" disabled={countdown.isDisabled} onClick={sendCode} aria-label={countdown.label}>
              {countdown.label}
            </Button>
          }
        >
          <Input
            inputMode="numeric"
            maxLength={FieldLimit.SMS_CODE}
            value={form.code}
            onChange={(value) => change('code')(keepDigits(value))}
            aria-label="验证码"
            placeholder="请输入验证码"
          />
        </Form.Item>
        <Form.Item label="抬头类型">
          <Radio.Group value={form.invoiceType} onChange={(value) => change('invoiceType')(value === 2 ? 2 : 1)}>
            <Space>
              <Radio value={1}>个人</Radio>
              <Radio value={2}>单位</Radio>
            </Space>
          </Radio.Group>
        </Form.Item>
        <Form.Item label="发票抬头">
          <Input
            maxLength={100}
            value={form.title}
            onChange={change('title')}
            aria-label="发票抬头"
            placeholder={isCompany ? '请输入单位名称' : '请输入个人姓名'}
          />
        </Form.Item>
        {isCompany && (
          <Form.Item label="纳税人识别号">
            <Input
              maxLength={FieldLimit.TAX_NUMBER}
              value={form.taxNumber}
              onChange={(value) => change('taxNumber')(value.replace(/[^0-9a-z]/gi, '').toUpperCase())}
              aria-label="纳税人识别号"
              placeholder="请输入15-20位纳税人识别号"
            />
          </Form.Item>
        )}
        <Form.Item label="联系人">
          <Input maxLength={FieldLimit.NAME} value={form.name} onChange={change('name')} aria-label="联系人" placeholder="请输入联系人姓名" />
        </Form.Item>
        <Form.Item label="联系电话">
          <Input
            type="tel"
            inputMode="numeric"
            maxLength={FieldLimit.PHONE}
            value={form.telephone}
            onChange={(value) => change('telephone')(keepDigits(value))}
            aria-label="联系电话"
            placeholder="请输入联系电话"
          />
        </Form.Item>
        <Form.Item label="邮箱">
          <Input type="email" maxLength={100} value={form.email} onChange={change('email')} aria-label="邮箱" placeholder="请输入接收发票的邮箱" />
        </Form.Item>
        <Form.Item label="证件照片" description={isCompany ? '请上传营业执照，每项限1张' : '请上传身份证正反面，每项限1张'}>
          <div className="invoice-photo-row">
            {isCompany ? (
              <PhotoField label="营业执照" value={form.businessLicenses} onChange={change('businessLicenses')} />
            ) : (
              <>
                <PhotoField label="身份证正面" value={form.idCardFront} onChange={change('idCardFront')} />
                <PhotoField label="身份证反面" value={form.idCardBack} onChange={change('idCardBack')} />
              </>
            )}
            <PhotoField label="其他照片（选填）" value={form.photo} onChange={change('photo')} />
          </div>
        </Form.Item>
      </Form>
      <p className="invoice-hint">{IRREVOCABLE_WARNING}</p>
      <div className="page-actions">
        <Button block color="primary" loading={submitOldInvoice.isPending} onClick={() => void submit()}>
          提交申请
        </Button>
      </div>
    </div>
  );
}
