import { AuthType } from '@hall/contract/identity/rules';
import { FieldLimit, ID_LAST6_PATTERN, isMobilePhone } from '@hall/contract/validators';
import { Button, Form, Input } from 'antd-mobile';
import { useState } from 'react';
import { useIdentityCheck } from '../../../shared/hooks/use-identity-check.ts';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { showToast } from '../../../shared/ui/toast.ts';
import '../account.css';
import { keepDigits } from '../../../shared/lib/format.ts';

/** Returns the first problem of the bind-by-face form, or null. */
function findProblem(phone: string, idCardNumber: string, name: string): string | null {
  if (!phone) {
    return '请输入手机号';
  }
  if (!isMobilePhone(phone)) {
    return '请输入正确的手机号';
  }
  if (!idCardNumber) {
    return '请输入身份证号后六位';
  }
  if (!ID_LAST6_PATTERN.test(idCardNumber)) {
    return '请输入正确的身份证号后六位';
  }
  if (!name.trim()) {
    return '请输入姓名';
  }
  return null;
}

/** /AccountBind: binding without an SMS code, by the owner's identity and a face check (returns to /noCode). */
export function AccountBindPage() {
  const [phone, setPhone] = useState('');
  const [idCardNumber, setIdCardNumber] = useState('');
  const [name, setName] = useState('');
  const identity = useIdentityCheck({ authType: AuthType.ACCOUNT_BIND });

  const next = () => {
    const problem = findProblem(phone, idCardNumber, name);
    if (problem) {
      showToast(problem);
      return;
    }
    identity.start('FACE_AUTH_ACCOUNT_BIND', { mobilePhone: phone, idCardNumber, name: name.trim() }, '/noCode').catch(() => undefined);
  };

  return (
    <div className="page">
      <PageHeader title="账号绑定" />
      <p className="page-intro">收不到验证码时，可输入机主身份信息并通过人脸识别绑定号码</p>
      <Form layout="horizontal" mode="card">
        <Form.Item label="手机号">
          <Input
            placeholder="请输入要绑定的手机号"
            type="tel"
            inputMode="numeric"
            maxLength={FieldLimit.PHONE}
            value={phone}
            onChange={(value) => setPhone(keepDigits(value))}
            aria-label="手机号"
            clearable
          />
        </Form.Item>
        <Form.Item label="身份证号">
          <Input
            placeholder="请输入身份证号后六位"
            maxLength={FieldLimit.ID_LAST6}
            value={idCardNumber}
            onChange={(value) => setIdCardNumber(value.toUpperCase())}
            aria-label="身份证号后六位"
          />
        </Form.Item>
        <Form.Item label="姓名">
          <Input placeholder="请输入机主姓名" maxLength={FieldLimit.NAME} value={name} onChange={setName} aria-label="姓名" />
        </Form.Item>
      </Form>
      <p className="account-notice">点击下一步将进入人脸识别，请确保光线充足、正对屏幕，识别通过后自动完成绑定。</p>
      <div className="page-actions">
        <Button block color="primary" onClick={next}>
          下一步
        </Button>
      </div>
    </div>
  );
}
