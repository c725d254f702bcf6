import {
  CustomerLimit,
  CustomerMessage,
  CUSTOMER_SEARCH_MODE_TEXT,
  CUSTOMER_SEARCH_MODES,
  type CustomerSearchMode,
} from '@hall/contract/console-customers/rules';
import type { CustomerMatch } from '@hall/contract/console-customers/schemas';
import { maskPhone } from '@hall/contract/number-key';
import { numberStateLabel } from '@hall/contract/number-state';
import { Alert, Button, Form, Input, List, Segmented, Space, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConsoleQueryView } from '../../shell/components/console-query-view.tsx';
import { customerSearchQuery, type CustomerSearch } from '../customers-api.ts';

interface SearchFields {
  phone?: string;
  name?: string;
  idEnding?: string;
  member?: string;
}

const PARTIAL_PHONE = new RegExp(`^\\d{${CustomerLimit.PARTIAL_PHONE_MIN},11}$`);

function toSearch(mode: CustomerSearchMode, fields: SearchFields): CustomerSearch {
  switch (mode) {
    case 'phone':
      return { mode, phone: (fields.phone ?? '').trim() };
    case 'person':
      return { mode, name: (fields.name ?? '').trim(), idEnding: (fields.idEnding ?? '').trim().toUpperCase() };
    case 'member':
      return { mode, member: (fields.member ?? '').trim() };
  }
}

function SearchFieldsOf({ mode }: { mode: CustomerSearchMode }) {
  if (mode === 'phone') {
    return (
      <Form.Item label="号码" name="phone" rules={[{ pattern: PARTIAL_PHONE, required: true, message: CustomerMessage.PHONE_DIGITS }]}>
        <Input maxLength={11} placeholder="完整号码或至少7位" allowClear style={{ width: 200 }} />
      </Form.Item>
    );
  }
  if (mode === 'person') {
    return (
      <>
        <Form.Item label="机主姓名" name="name" rules={[{ required: true, whitespace: true, message: '请输入姓名' }]}>
          <Input maxLength={30} allowClear style={{ width: 140 }} />
        </Form.Item>
        <Form.Item label="证件号后6位" name="idEnding" rules={[{ required: true, pattern: /^\d{5}[\dXx]$/, message: '请输入证件号码后6位' }]}>
          <Input maxLength={6} allowClear style={{ width: 120 }} />
        </Form.Item>
      </>
    );
  }
  return (
    <Form.Item label="微信用户" name="member" rules={[{ required: true, whitespace: true, message: CustomerMessage.MEMBER_REQUIRED }]}>
      <Input maxLength={CustomerLimit.MEMBER_QUERY_MAX} placeholder="昵称或openid" allowClear style={{ width: 220 }} />
    </Form.Item>
  );
}

function PersonMatch({ person }: { person: CustomerMatch }) {
  const [first] = person.numbers;
  return (
    <List.Item
      actions={
        first
          ? [
              <Link key="view" to={`/console/customers?phone=${first.phone}`} aria-label={`查看 ${person.ownerName} 的客户视图`}>
                客户视图
              </Link>,
            ]
          : []
      }
    >
      <List.Item.Meta
        title={`${person.ownerName}（${person.idNumber}）`}
        description={
          <Space wrap>
            {person.numbers.map((number) => (
              <Tag key={number.phone}>
                {maskPhone(number.phone)} · {numberStateLabel(number.status)} · {number.packageName}
              </Tag>
            ))}
          </Space>
        }
      />
    </List.Item>
  );
}

/** 客户查找: by a whole or partial number, by name with the ID's last six, or by WeChat member; matches grouped by person. */
export function CustomerSearchPanel() {
  const [mode, setMode] = useState<CustomerSearchMode>('person');
  const [search, setSearch] = useState<CustomerSearch | null>(null);
  const found = useQuery(customerSearchQuery(search));
  return (
    <>
      <Segmented<CustomerSearchMode>
        className="console-section"
        aria-label="查找方式"
        value={mode}
        options={CUSTOMER_SEARCH_MODES.map((value) => ({ value, label: CUSTOMER_SEARCH_MODE_TEXT[value] }))}
        onChange={setMode}
      />
      <Form<SearchFields> key={mode} layout="inline" className="console-section" onFinish={(fields) => setSearch(toSearch(mode, fields))}>
        <SearchFieldsOf mode={mode} />
        <Form.Item>
          <Button type="primary" htmlType="submit">
            查找
          </Button>
        </Form.Item>
      </Form>
      {search === null ? (
        <Typography.Paragraph type="secondary">输入号码、机主姓名与证件号后6位或微信用户查找客户；姓名与证件号均已脱敏，查看须填写原因。</Typography.Paragraph>
      ) : (
        <ConsoleQueryView query={found} loadingLabel="正在查找客户" failure="查找失败" isEmpty={({ list }) => list.length === 0} empty="未找到符合条件的客户">
          {({ list, isTruncated }) => (
            <>
              {isTruncated && (
                <Alert className="console-section" type="info" showIcon title={`仅显示前${CustomerLimit.SEARCH_RESULTS_MAX}个号码，请输入更多位数缩小范围`} />
              )}
              <section aria-label="查找结果">
                <List bordered dataSource={list} renderItem={(person) => <PersonMatch person={person} />} />
              </section>
            </>
          )}
        </ConsoleQueryView>
      )}
    </>
  );
}
