import { ContentLimit } from '@hall/contract/console-content/rules';
import type { ConsoleActivity } from '@hall/contract/console-content/schemas';
import { Form, Image, Input, InputNumber, Space, Switch, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { CatalogueTable } from '../../shell/components/catalogue-table.tsx';
import { formatDateTime, fromLocalInput, toLocalInput } from '../../shell/components/form-values.ts';
import { imageAddressRules } from '../components/image-address-rules.ts';
import { activitiesQuery, useDeleteActivity, useSaveActivity } from '../content-api.ts';

interface ActivityForm extends Omit<ConsoleActivity, 'id' | 'publishedAt' | 'endsAt'> {
  /** datetime-local values */
  publishedAt: string;
  endsAt?: string;
}

function toForm(activity: ConsoleActivity): ActivityForm {
  return { ...activity, publishedAt: toLocalInput(activity.publishedAt), endsAt: toLocalInput(activity.endsAt) };
}

function describeState(activity: ConsoleActivity, now: number): { text: string; color?: string } {
  if (!activity.isActive) {
    return { text: '已下线' };
  }
  if (Date.parse(activity.publishedAt) > now) {
    return { text: '未开始', color: 'processing' };
  }
  return activity.endsAt && Date.parse(activity.endsAt) <= now ? { text: '已结束' } : { text: '进行中', color: 'success' };
}

/** Activities of the activity mall (role editor); the detail HTML is sanitised on save and on display. */
export function ActivitiesPage() {
  const activities = useQuery(activitiesQuery);
  const saveActivity = useSaveActivity();
  const deleteActivity = useDeleteActivity();
  // The state column is read against the moment the page opened.
  const [now] = useState(() => Date.now());

  const save = ({ publishedAt, endsAt, ...fields }: ActivityForm, activity: ConsoleActivity | null) =>
    saveActivity.mutateAsync({
      ...fields,
      id: activity?.id,
      publishedAt: fromLocalInput(publishedAt) ?? '',
      endsAt: fromLocalInput(endsAt),
      coverUrl: fields.coverUrl ?? '',
    });

  return (
    <CatalogueTable<ConsoleActivity, ActivityForm>
      title="活动管理"
      list={activities}
      loadFailure="活动加载失败"
      rowKey="id"
      emptyText="暂无活动"
      pageSize={20}
      // The start time offered is the moment 新增活动 is pressed.
      add={{ label: '新增活动', values: () => ({ isActive: true, sortOrder: 0, publishedAt: toLocalInput(new Date().toISOString()) }) }}
      columns={[
        {
          title: '封面',
          dataIndex: 'coverUrl',
          width: 130,
          render: (url: string, activity) => (url ? <Image src={url} alt={activity.name} width={100} /> : '—'),
        },
        { title: '活动名称', dataIndex: 'name' },
        { title: '发布方', dataIndex: 'author', width: 120 },
        { title: '开始时间', dataIndex: 'publishedAt', width: 170, render: (iso: string) => formatDateTime(iso) },
        { title: '结束时间', dataIndex: 'endsAt', width: 170, render: (iso: string | null) => (iso ? formatDateTime(iso) : '长期') },
        {
          title: '状态',
          width: 90,
          render: (_, activity) => {
            const state = describeState(activity, now);
            return <Tag color={state.color}>{state.text}</Tag>;
          },
        },
      ]}
      toValues={toForm}
      editorTitle={(activity) => (activity ? '编辑活动' : '新增活动')}
      onSave={save}
      isSaving={saveActivity.isPending}
      remove={{ confirm: '确定删除这个活动吗？', onRemove: (activity) => deleteActivity.mutate(activity.id) }}
      fields={() => (
        <>
          <Form.Item label="活动名称" name="name" rules={[{ required: true, whitespace: true, message: '请填写活动名称' }]}>
            <Input maxLength={ContentLimit.TITLE} showCount />
          </Form.Item>
          <Form.Item label="活动简介" name="summary" rules={[{ required: true, whitespace: true, message: '请填写活动简介' }]}>
            <Input maxLength={ContentLimit.SUMMARY} showCount />
          </Form.Item>
          <Form.Item label="发布方" name="author" rules={[{ required: true, whitespace: true, message: '请填写发布方' }]}>
            <Input maxLength={ContentLimit.TITLE} />
          </Form.Item>
          <Form.Item label="封面图片" name="coverUrl" rules={imageAddressRules('封面图片', false)}>
            <Input.TextArea rows={2} placeholder="站内路径、https 地址或图片 data URL" />
          </Form.Item>
          <Space size="large" wrap>
            <Form.Item label="开始时间" name="publishedAt" rules={[{ required: true, message: '请填写开始时间' }]}>
              <Input type="datetime-local" />
            </Form.Item>
            <Form.Item
              label="结束时间"
              name="endsAt"
              dependencies={['publishedAt']}
              rules={[
                ({ getFieldValue }) => ({
                  validator: async (_, value?: string) => {
                    if (value && Date.parse(value) <= Date.parse(String(getFieldValue('publishedAt')))) {
                      throw new Error('结束时间须晚于开始时间');
                    }
                  },
                }),
              ]}
              extra="留空表示长期有效"
            >
              <Input type="datetime-local" />
            </Form.Item>
          </Space>
          <Form.Item
            label="活动详情（HTML）"
            name="detailHtml"
            rules={[{ required: true, whitespace: true, message: '请填写活动详情' }]}
            extra="可使用段落、加粗、列表、链接和图片；保存时将过滤脚本、样式和事件属性"
          >
            <Input.TextArea rows={10} maxLength={ContentLimit.DETAIL_HTML} />
          </Form.Item>
          <Space size="large">
            <Form.Item label="排序" name="sortOrder">
              <InputNumber min={0} max={ContentLimit.SORT_ORDER_MAX} precision={0} />
            </Form.Item>
            <Form.Item label="上线" name="isActive" valuePropName="checked">
              <Switch />
            </Form.Item>
          </Space>
        </>
      )}
    />
  );
}
