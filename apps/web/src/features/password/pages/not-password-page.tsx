import { AuthType } from '@hall/contract/identity/rules';
import { FieldLimit, ID_LAST6_PATTERN } from '@hall/contract/validators';
import { Button, Form, Input } from 'antd-mobile';
import { useState } from 'react';
import { useIdentityCheck } from '../../../shared/hooks/use-identity-check.ts';
import { useMember } from '../../../shared/member/use-member.ts';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { showToast } from '../../../shared/ui/toast.ts';
import '../password.css';

/** /notPassword: forgot the old password — the owner's identity and a face check, then /newPassword. */
export function NotPasswordPage() {
  const member = useMember();
  const boundPhone = member.data?.mobilePhoneInfo?.mobilePhone ?? '';
  const [idCardNumber, setIdCardNumber] = useState('');
  const [name, setName] = useState('');
  const identity = useIdentityCheck({ authType: AuthType.SET_PASSWORD });

  const next = () => {
    if (!boundPhone) {
      showToast('请先绑定手机号');
      return;
    }
    if (!idCardNumber) {
      showToast('请输入身份证号后六位');
      return;
    }
    if (!ID_LAST6_PATTERN.test(idCardNumber)) {
      showToast('请输入正确的身份证号后六位');
      return;
    }
    if (!name.trim()) {
      showToast('请输入姓名');
      return;
    }
    identity
      .start('FACE_AUTH_ACCOUNT_BIND', { mobilePhone: boundPhone, idCardNumber, name: name.trim(), authType: AuthType.SET_PASSWORD }, '/newPassword')
      .catch(() => undefined);
  };

  return (
    <div className="page">
      <PageHeader title="忘记原密码" backTo="/setPassword" />
      <p className="page-intro">通过机主身份信息和人脸识别验证后，可直接设置新的服务密码，已锁定的密码同时解锁</p>
      <Form layout="horizontal" mode="card">
        <Form.Item label="手机号">
          <Input value={boundPhone} readOnly aria-label="手机号" placeholder="加载中..." />
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
      <div className="page-actions">
        <Button block color="primary" onClick={next}>
          下一步
        </Button>
      </div>
    </div>
  );
}
