import { AgreementKindLabel, AgreementLimit, AgreementMessage } from '@hall/contract/agreements/rules';
import { useQuery } from '@tanstack/react-query';
import { App, Alert, Button, Drawer, Form, Input, Space } from 'antd';
import { agreementVersionQuery, usePublishAgreement } from '../texts-api.ts';
import type { AgreementRef } from './agreement-viewer-modal.tsx';
import { ConsoleQueryView } from '../../shell/components/console-query-view.tsx';

/** The confirmation before publishing: what a new version changes and what it leaves alone. */
export const PUBLISH_CONFIRMATION = '发布后新签署将使用新版本，已签署的记录保持原版本';

interface AgreementForm {
  title: string;
  body: string;
}

/** Edits the text in force (prefilled) and publishes it, after confirmation, as the next version. */
export function AgreementEditorDrawer({ current, onClose }: { current: AgreementRef | null; onClose: () => void }) {
  return (
    <Drawer
      open={current !== null}
      title={current ? `编辑${AgreementKindLabel[current.kind]}（基于第${current.version}版）` : ''}
      size="large"
      onClose={onClose}
      destroyOnHidden
    >
      {current && <AgreementEditor current={current} onClose={onClose} />}
    </Drawer>
  );
}

function AgreementEditor({ current, onClose }: { current: AgreementRef; onClose: () => void }) {
  const text = useQuery(agreementVersionQuery(current.kind, current.version));
  return (
    <ConsoleQueryView query={text} failure="协议全文加载失败" loadingLabel="正在加载协议全文">
      {(prefill) => <AgreementEditorForm current={current} prefill={prefill} onClose={onClose} />}
    </ConsoleQueryView>
  );
}

function AgreementEditorForm({ current, prefill, onClose }: { current: AgreementRef; prefill: AgreementForm; onClose: () => void }) {
  const { modal } = App.useApp();
  const publish = usePublishAgreement();
  const confirmPublish = (fields: AgreementForm) => {
    modal.confirm({
      title: '发布新版本？',
      content: PUBLISH_CONFIRMATION,
      okText: '发布',
      cancelText: '取消',
      onOk: async () => {
        await publish.mutateAsync({ kind: current.kind, title: fields.title, body: fields.body });
        onClose();
      },
    });
  };
  return (
    <Form<AgreementForm> layout="vertical" initialValues={{ title: prefill.title, body: prefill.body }} onFinish={confirmPublish}>
      <Alert type="info" className="console-notice-hint" title="每行一段。发布即生成新版本，原有版本不会被修改。" />
      <Form.Item
        label="协议标题"
        name="title"
        rules={[
          { required: true, whitespace: true, message: AgreementMessage.TITLE_REQUIRED },
          { max: AgreementLimit.TITLE, message: AgreementMessage.TITLE_TOO_LONG },
        ]}
      >
        <Input maxLength={AgreementLimit.TITLE} showCount />
      </Form.Item>
      <Form.Item
        label="协议正文"
        name="body"
        rules={[
          { required: true, whitespace: true, message: AgreementMessage.BODY_REQUIRED },
          { max: AgreementLimit.BODY, message: AgreementMessage.BODY_TOO_LONG },
        ]}
      >
        <Input.TextArea rows={16} maxLength={AgreementLimit.BODY} showCount />
      </Form.Item>
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" loading={publish.isPending}>
            发布新版本
          </Button>
          <Button onClick={onClose}>取消</Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
