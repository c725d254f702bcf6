import { AuthType } from '@hall/contract/identity/rules';
import { FieldLimit, ID_NUMBER_PATTERN } from '@hall/contract/validators';
import { Button, Form, Input } from 'antd-mobile';
import { useState } from 'react';
import { useIdentityCheck } from '../../../shared/hooks/use-identity-check.ts';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { showToast } from '../../../shared/ui/toast.ts';
import '../sim.css';

/** /changeCard: SIM replacement starts with the owner's ID number and name, then the face check. */
export function ChangeCardPage() {
  const [idCard, setIdCard] = useState('');
  const [name, setName] = useState('');
  const identity = useIdentityCheck({ authType: AuthType.CHANGE_CARD });

  const next = () => {
    if (!idCard) {
      showToast('请输入身份证号');
      return;
    }
    if (!ID_NUMBER_PATTERN.test(idCard)) {
      showToast('请输入正确的身份证号');
      return;
    }
    if (!name.trim()) {
      showToast('请输入姓名');
      return;
    }
    identity.start('CHANGE_CARD', { idCard, name: name.trim() }, '/changeCardForm').catch(() => undefined);
  };

  return (
    <div className="page">
      <PageHeader title="补换卡" />
      <p className="page-intro">补换卡需验证机主身份，请输入机主身份证号和姓名，下一步进行人脸识别</p>
      <Form layout="horizontal" mode="card">
        <Form.Item label="身份证号">
          <Input
            placeholder="请输入身份证号"
            maxLength={FieldLimit.ID_NUMBER}
            value={idCard}
            onChange={(value) => setIdCard(value.toUpperCase())}
            aria-label="身份证号"
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
