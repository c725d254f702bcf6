import { CHAT_URL_PATTERN, ChatLimit, ChatMessage } from '@hall/contract/console-texts/rules';
import type { ConsoleChatSettings } from '@hall/contract/console-texts/schemas';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Space, Typography } from 'antd';
import { formatDateTime } from '../../shell/components/form-values.ts';
import { ConsoleQueryCard } from '../../shell/components/console-query-card.tsx';
import { chatSettingsQuery, useSaveChatSettings } from '../texts-api.ts';

type ChatForm = Pick<ConsoleChatSettings, 'chatUrl' | 'entries'>;

const EMPTY_ENTRY = { nickName: '', nickType: 'wechat', nickId: '' };

/** 在线客服 (role editor): the chat address and the entries the hall's 在线客服 opens (WX_URL), first entry first. */
export function OnlineServicePage() {
  const settings = useQuery(chatSettingsQuery);
  return (
    <ConsoleQueryCard title="在线客服" query={settings} failure="在线客服设置加载失败" loadingLabel="正在加载在线客服设置">
      {(current) => <OnlineServiceForm current={current} />}
    </ConsoleQueryCard>
  );
}

function OnlineServiceForm({ current }: { current: ConsoleChatSettings }) {
  const save = useSaveChatSettings();
  return (
    <Form<ChatForm> layout="vertical" initialValues={{ chatUrl: current.chatUrl, entries: current.entries }} onFinish={(fields) => save.mutate(fields)}>
      <Alert type="info" className="console-notice-hint" title="用户点击“在线客服”时，打开下方会话地址，并带上第一个客服入口的名称、类型和账号。" />
      {!current.isChatUrlServed && (
        <Alert
          type="warning"
          className="console-notice-hint"
          title={`当前会话地址 ${current.chatUrl} 本站未提供（沙箱会话仅在开启 demo 沙箱时提供），用户点击“在线客服”将提示拨打客服热线。请填写正式的 https:// 客服地址。`}
        />
      )}
      <Form.Item
        label="客服会话地址"
        name="chatUrl"
        extra="/ 开头的站内路径（沙箱会话为 /sandbox/chat）或 https:// 地址"
        rules={[
          { required: true, whitespace: true, message: ChatMessage.URL_REQUIRED },
          { max: ChatLimit.URL, message: ChatMessage.URL_INVALID },
          { pattern: CHAT_URL_PATTERN, message: ChatMessage.URL_INVALID },
        ]}
      >
        <Input />
      </Form.Item>
      <Typography.Title level={5}>客服入口</Typography.Title>
      <Form.List
        name="entries"
        rules={[
          {
            validator: async (_, entries: unknown[] | undefined) => {
              if (!entries || entries.length === 0) {
                throw new Error(ChatMessage.ENTRIES_REQUIRED);
              }
            },
          },
        ]}
      >
        {(fields, { add, remove }, { errors }) => (
          <>
            {fields.length === 0 && <Typography.Paragraph type="secondary">暂无客服入口，请至少添加一个</Typography.Paragraph>}
            {fields.map((field, index) => (
              <Space key={field.key} align="start" wrap>
                <Form.Item
                  label={`客服名称 ${index + 1}`}
                  name={[field.name, 'nickName']}
                  rules={[{ required: true, whitespace: true, message: '请填写客服名称' }]}
                >
                  <Input maxLength={ChatLimit.NICK_NAME} />
                </Form.Item>
                <Form.Item
                  label={`入口类型 ${index + 1}`}
                  name={[field.name, 'nickType']}
                  rules={[{ required: true, whitespace: true, message: '请填写入口类型' }]}
                >
                  <Input maxLength={ChatLimit.NICK_TYPE} />
                </Form.Item>
                <Form.Item
                  label={`客服账号 ${index + 1}`}
                  name={[field.name, 'nickId']}
                  rules={[{ required: true, whitespace: true, message: '请填写客服账号' }]}
                >
                  <Input maxLength={ChatLimit.NICK_ID} />
                </Form.Item>
                <Button style={{ marginTop: 30 }} onClick={() => remove(field.name)} aria-label={`删除客服入口 ${index + 1}`}>
                  删除
                </Button>
              </Space>
            ))}
            <Form.ErrorList errors={errors} />
            {fields.length < ChatLimit.ENTRIES && (
              <Form.Item>
                <Button type="dashed" onClick={() => add(EMPTY_ENTRY)}>
                  添加客服入口
                </Button>
              </Form.Item>
            )}
          </>
        )}
      </Form.List>
      <Typography.Paragraph type="secondary">上次修改：{formatDateTime(current.updatedAt)}</Typography.Paragraph>
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        保存在线客服
      </Button>
    </Form>
  );
}
