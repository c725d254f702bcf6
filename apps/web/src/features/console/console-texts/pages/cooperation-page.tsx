import { CooperationLimit, CooperationMessage } from '@hall/contract/console-texts/rules';
import type { ConsoleCooperation } from '@hall/contract/console-texts/schemas';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Typography } from 'antd';
import { formatDateTime } from '../../shell/components/form-values.ts';
import { ConsoleQueryCard } from '../../shell/components/console-query-card.tsx';
import { cooperationTextQuery, useSaveCooperation } from '../texts-api.ts';

type CooperationFields = Omit<ConsoleCooperation, 'updatedAt'>;

/** 商务合作 (role editor): the title and plain-text body the hall's 商务合作 page shows. */
export function CooperationPage() {
  const cooperation = useQuery(cooperationTextQuery);
  return (
    <ConsoleQueryCard title="商务合作" query={cooperation} failure="商务合作内容加载失败" loadingLabel="正在加载商务合作">
      {(current) => <CooperationForm current={current} />}
    </ConsoleQueryCard>
  );
}

function CooperationForm({ current }: { current: ConsoleCooperation }) {
  const save = useSaveCooperation();
  return (
    <Form<CooperationFields>
      layout="vertical"
      initialValues={{ title: current.title || '商务合作', body: current.body }}
      onFinish={(fields) => save.mutate(fields)}
    >
      {current.updatedAt === '' && (
        <Alert type="warning" className="console-notice-hint" title="尚未填写商务合作内容，用户打开商务合作页面时显示“暂无商务合作信息”。" />
      )}
      <Form.Item
        label="标题"
        name="title"
        rules={[
          { required: true, whitespace: true, message: CooperationMessage.TITLE_REQUIRED },
          { max: CooperationLimit.TITLE, message: CooperationMessage.TITLE_TOO_LONG },
        ]}
      >
        <Input maxLength={CooperationLimit.TITLE} showCount />
      </Form.Item>
      <Form.Item
        label="正文"
        name="body"
        extra="纯文本，按输入的换行分段显示"
        rules={[
          { required: true, whitespace: true, message: CooperationMessage.BODY_REQUIRED },
          { max: CooperationLimit.BODY, message: CooperationMessage.BODY_TOO_LONG },
        ]}
      >
        <Input.TextArea rows={10} maxLength={CooperationLimit.BODY} showCount />
      </Form.Item>
      {current.updatedAt !== '' && <Typography.Paragraph type="secondary">上次修改：{formatDateTime(current.updatedAt)}</Typography.Paragraph>}
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        保存商务合作
      </Button>
    </Form>
  );
}
