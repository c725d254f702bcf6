import { FieldLimit, ID_NUMBER_PATTERN } from '@hall/contract/validators';
import { Button, Form, Input } from 'antd-mobile';
import { useState } from 'react';
import { showConfirm } from '../../../shared/ui/dialogs.ts';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { showToast } from '../../../shared/ui/toast.ts';
import { unbindByIdentity } from '../api.ts';
import { UnbindSuccess } from '../components/unbind-success.tsx';
import { useUnbindOutcome } from '../components/use-unbind-outcome.ts';
import '../account.css';

/** /relieveNot: unbinding without a code, by the owner's ID number and name. */
export function RelieveNotPage() {
  const [idCard, setIdCard] = useState('');
  const [name, setName] = useState('');
  const { unboundPhone, finishUnbind } = useUnbindOutcome();

  const unbind = async () => {
    if (!idCard) {
      showToast('身份证号必填');
      return;
    }
    if (!ID_NUMBER_PATTERN.test(idCard)) {
      showToast('请输入正确的身份证号');
      return;
    }
    if (!name.trim()) {
      showToast('姓名必填');
      return;
    }
    const isConfirmed = await showConfirm({ title: '解除绑定', content: '解除绑定后将不能在此查询话费和办理业务，确定解除绑定吗？' });
    if (!isConfirmed) {
      return;
    }
    try {
      const result = await unbindByIdentity(idCard, name.trim());
      finishUnbind(result.mobilePhone);
    } catch {
      // The catalogue has shown the reason.
    }
  };

  return (
    <div className="page">
      <PageHeader title="解除绑定" backTo="/relieve" />
      {unboundPhone ? (
        <UnbindSuccess phone={unboundPhone} />
      ) : (
        <>
          <p className="page-intro">请输入绑定号码的机主身份证号和姓名</p>
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
            <Button block color="danger" onClick={() => void unbind()}>
              解除绑定
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
