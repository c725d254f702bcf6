import { AuthType } from '@hall/contract/identity/rules';
import { FieldLimit, ID_LAST6_PATTERN } from '@hall/contract/validators';
import { Button, Form, Input } from 'antd-mobile';
import { useState } from 'react';
import { useIdentityCheck } from '../../../shared/hooks/use-identity-check.ts';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { showToast } from '../../../shared/ui/toast.ts';
import '../caller.css';

/** /callDivert: call forwarding needs the owner's last six ID digits, name and a face check. */
export function CallDivertPage() {
  const [idCardNumber, setIdCardNumber] = useState('');
  const [name, setName] = useState('');
  const identity = useIdentityCheck({ authType: AuthType.CALL_DIVERT });

  const next = () => {
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
    identity.start('QUERY_PHONE', { idCardNumber, name: name.trim(), authType: AuthType.CALL_DIVERT }, '/calldivertOrder').catch(() => undefined);
  };

  return (
    <div className="page">
      <PageHeader title="呼叫转移" />
      <p className="page-intro">为保障通话安全，开通呼叫转移需验证机主身份，下一步进行人脸识别</p>
      <Form layout="horizontal" mode="card">
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
