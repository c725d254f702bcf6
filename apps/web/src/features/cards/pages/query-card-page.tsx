import { AuthType } from '@hall/contract/identity/rules';
import { FieldLimit } from '@hall/contract/validators';
import { Button, Form, Input } from 'antd-mobile';
import { useState } from 'react';
import { useIdentityCheck } from '../../../shared/hooks/use-identity-check.ts';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { showToast } from '../../../shared/ui/toast.ts';

export const ID_LAST6_REQUIRED = '请输入身份证号后六位';
export const NAME_REQUIRED = '请输入您的姓名';

/** /queryCard: last six ID characters and name, then the face check; returns to /card. */
export function QueryCardPage() {
  const [idCardNumber, setIdCardNumber] = useState('');
  const [name, setName] = useState('');
  const identity = useIdentityCheck({ authType: AuthType.QUERY_PHONE });

  const next = () => {
    if (!idCardNumber.trim()) {
      showToast(ID_LAST6_REQUIRED);
      return;
    }
    if (!name.trim()) {
      showToast(NAME_REQUIRED);
      return;
    }
    // A -106 reply (promise video owed) is handled by the identity-check hook.
    identity.start('QUERY_PHONE', { idCardNumber: idCardNumber.trim(), name: name.trim() }, '/card').catch(() => undefined);
  };

  return (
    <div className="page">
      <PageHeader title="号卡查询" backTo="/BusinessQuery" />
      <p className="page-intro">请输入机主身份信息，通过人脸识别后查询其名下的号卡</p>
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
          <Input placeholder="请输入姓名" maxLength={FieldLimit.NAME} value={name} onChange={setName} aria-label="姓名" />
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
