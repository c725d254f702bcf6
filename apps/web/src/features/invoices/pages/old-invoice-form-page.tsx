import { checkOldInvoiceTaxNumber, COMPANY_NAME_MAX_LENGTH, InvoiceCheck, OldInvoiceTitleKind } from '@hall/contract/invoices/rules';
import { SmsCodeType } from '@hall/contract/sms/rules';
import { carriesIdPhotos, ConsentPurpose } from '@hall/contract/consent';
import { FieldLimit } from '@hall/contract/validators';
import { Form, Radio, Space } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { toRules } from '../../../shared/form/field-rules.ts';
import { HallForm, readText, useFieldDefault, useHallForm } from '../../../shared/form/hall-form.tsx';
import { SubmitBar } from '../../../shared/form/submit-bar.tsx';
import { SmsCodeFields } from '../../../shared/form/sms-code-fields.tsx';
import { TextField } from '../../../shared/form/text-field.tsx';
import { useQueryParam } from '../../../shared/hooks/use-query-param.ts';
import { formatYuan } from '../../../shared/lib/format.ts';
import { buildPath } from '../../../shared/lib/navigation.ts';
import { useMember } from '../../../shared/member/use-member.ts';
import { askConsent } from '../../../shared/ui/consent-dialog.ts';
import { showConfirm } from '../../../shared/ui/dialogs.ts';
import { MissingInputPage } from '../../../shared/ui/missing-input-page.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { useSubmitOldInvoice } from '../api.ts';
import { InvoiceSummary } from '../components/invoice-summary.tsx';
import { PhotoField } from '../components/photo-field.tsx';
import { formatFeeMonth } from '../invoice-format.ts';
import '../invoices.css';

export const IRREVOCABLE_WARNING = '发票一经开具无法撤销，请确认信息无误后提交';

type OldTitleKind = (typeof OldInvoiceTitleKind)[keyof typeof OldInvoiceTitleKind];

interface OldInvoiceValues {
  phone: string;
  code: string;
  invoiceType: OldTitleKind;
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

const INITIAL_VALUES: OldInvoiceValues = {
  phone: '',
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

/** What the taxpayer ID field keeps: digits and letters, the letters in upper case. */
const keepTaxNumber = (value: string) => value.replace(/[^0-9a-z]/gi, '').toUpperCase();

/** /Invoice?id=&money=&time=: the old single-form invoice application for one month of the bound number. */
export function OldInvoiceFormPage() {
  const navigate = useNavigate();
  const submitOldInvoice = useSubmitOldInvoice();
  const invoiceId = useQueryParam('id') ?? '';
  const money = Number(useQueryParam('money') ?? '0');
  const time = useQueryParam('time') ?? '';
  const member = useMember();
  const form = useHallForm<OldInvoiceValues>();
  const isCompany = Form.useWatch('invoiceType', form) === OldInvoiceTitleKind.COMPANY;

  const boundPhone = member.data?.mobilePhoneInfo?.mobilePhone ?? '';
  // Until the person types, the phone fields offer the bound number.
  useFieldDefault(form, 'phone', boundPhone);
  useFieldDefault(form, 'telephone', boundPhone);

  const submit = async (values: OldInvoiceValues) => {
    const isCompanyTitle = values.invoiceType === OldInvoiceTitleKind.COMPANY;
    // ID photos chosen before switching to a company title still go, with consent: their rows are gone, their values stay.
    const photos = { idCardFront: readText(form.getFieldValue('idCardFront')), idCardBack: readText(form.getFieldValue('idCardBack')), photo: values.photo };
    const hasIdPhotos = carriesIdPhotos(photos);
    if (hasIdPhotos && !(await askConsent(ConsentPurpose.ID_PHOTO))) {
      return;
    }
    if (!(await showConfirm({ title: '提交确认', content: IRREVOCABLE_WARNING, confirmText: '确认提交' }))) {
      return;
    }
    submitOldInvoice.mutate(
      {
        invoiceId,
        mobilePhone: values.phone,
        code: values.code,
        invoiceType: values.invoiceType,
        title: values.title,
        // The taxpayer ID goes only with a company title.
        taxNumber: isCompanyTitle ? values.taxNumber : '',
        name: values.name,
        telephone: values.telephone,
        email: values.email,
        businessLicenses: isCompanyTitle ? values.businessLicenses : '',
        ...photos,
        ...(hasIdPhotos ? { consent: true as const } : {}),
      },
      { onSuccess: (result) => navigate(buildPath('/InvoiceSuccess', { id: result.id }), { replace: true }) },
    );
  };

  if (!invoiceId || !/^\d{6}$/.test(time)) {
    return <MissingInputPage title="申请发票" chooseAt="/state" emptyTitle="暂无记录" description="请从开票记录中选择要开票的月份" chooseText="查看开票记录" />;
  }

  return (
    <div className="page">
      <PageHeader title="申请发票" backTo="/state" />
      <InvoiceSummary
        name="开票信息"
        rows={[
          { label: '开票月份', value: formatFeeMonth(time) },
          { label: '开票金额', value: `¥${formatYuan(Number.isFinite(money) ? money : 0)}`, valueClassName: 'invoice-amount' },
        ]}
      />
      <HallForm form={form} initialValues={INITIAL_VALUES} onSubmit={(values) => void submit(values)}>
        <SmsCodeFields form={form} smsType={SmsCodeType.OLD_INVOICE} codeCheck={InvoiceCheck.CODE} isPhoneClearable={false} />
        <Form.Item name="invoiceType" label="抬头类型">
          <Radio.Group>
            <Space>
              <Radio value={OldInvoiceTitleKind.PERSONAL}>个人</Radio>
              <Radio value={OldInvoiceTitleKind.COMPANY}>单位</Radio>
            </Space>
          </Radio.Group>
        </Form.Item>
        <TextField
          name="title"
          label="发票抬头"
          placeholder={isCompany ? '请输入单位名称' : '请输入个人姓名'}
          maxLength={COMPANY_NAME_MAX_LENGTH}
          check={InvoiceCheck.INVOICE_TITLE}
        />
        {/* Hidden rather than left out for a personal title: the form checks its rows in the order they mounted. */}
        <div hidden={!isCompany}>
          <TextField
            name="taxNumber"
            label="纳税人识别号"
            placeholder="请输入15-20位纳税人识别号"
            maxLength={FieldLimit.TAX_NUMBER}
            keep={keepTaxNumber}
            check={checkOldInvoiceTaxNumber}
          />
        </div>
        <TextField name="name" label="联系人" kind="name" placeholder="请输入联系人姓名" check={InvoiceCheck.CONTACT_NAME} />
        <TextField name="telephone" label="联系电话" kind="phone" placeholder="请输入联系电话" isClearable={false} check={InvoiceCheck.CONTACT_PHONE} />
        <TextField name="email" label="邮箱" kind="email" placeholder="请输入接收发票的邮箱" maxLength={100} check={InvoiceCheck.EMAIL} />
        {/* A title type's photo rows mount when it is chosen, so they are checked after the text rows, where they stand. */}
        <Form.Item label="证件照片" description={isCompany ? '请上传营业执照，每项限1张' : '请上传身份证正反面，每项限1张'}>
          <div className="invoice-photo-row">
            {isCompany ? (
              <Form.Item name="businessLicenses" noStyle rules={toRules(InvoiceCheck.BUSINESS_LICENSE)}>
                <PhotoField label="营业执照" />
              </Form.Item>
            ) : (
              <>
                <Form.Item name="idCardFront" noStyle rules={toRules(InvoiceCheck.ID_CARD_FRONT)}>
                  <PhotoField label="身份证正面" />
                </Form.Item>
                <Form.Item name="idCardBack" noStyle rules={toRules(InvoiceCheck.ID_CARD_BACK)}>
                  <PhotoField label="身份证反面" />
                </Form.Item>
              </>
            )}
            <Form.Item name="photo" noStyle>
              <PhotoField label="其他照片（选填）" />
            </Form.Item>
          </div>
        </Form.Item>
      </HallForm>
      <p className="invoice-hint">{IRREVOCABLE_WARNING}</p>
      <SubmitBar form={form} text="提交申请" isPending={submitOldInvoice.isPending} />
    </div>
  );
}
