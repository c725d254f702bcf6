import { CommissionLimit, CommissionMessage, formatShareBp } from '@hall/contract/commission/rules';
import type { OperationOutput } from '@hall/contract/schemas';
import { Button, Form, InputNumber, Table, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatYuan } from '../../../../shared/lib/format.ts';
import { ConsoleQueryView } from '../../shell/components/console-query-view.tsx';
import { EditorDrawer } from '../../shell/components/editor-drawer.tsx';
import { formatDateTime, toFen, toYuan } from '../../shell/components/form-values.ts';
import { commissionRulesQuery, useSetCommissionRule } from '../commission-api.ts';

type OfferRule = OperationOutput<'CONSOLE_COMMISSION_RULES'>['list'][number];

interface RuleForm {
  oneOffYuan: number;
  sharePercent: number;
  shareMonths: number;
}

const SHARE_PERCENT_MAX = CommissionLimit.SHARE_BP_MAX / 100;

function describeShare(rule: OfferRule['rule']): string {
  return rule && rule.shareBp > 0 ? `${formatShareBp(rule.shareBp)}，前${rule.shareMonths}个月` : '—';
}

/** The rule's form: one-off in yuan, the share in percent; the contract's bounds, said as the server says them. */
function RuleFields() {
  return (
    <>
      <Form.Item
        label="开户奖励（元）"
        name="oneOffYuan"
        rules={[
          { required: true, message: CommissionMessage.ONE_OFF_INVALID },
          { type: 'number', min: 0, max: CommissionLimit.ONE_OFF_MAX_FEN / 100, message: CommissionMessage.ONE_OFF_INVALID },
        ]}
        extra="开卡通过审核并激活后一次性计入渠道佣金；激活后90天内销户将追回"
      >
        <InputNumber precision={2} suffix="元" style={{ width: 200 }} />
      </Form.Item>
      <Form.Item
        label="话费分成比例（%）"
        name="sharePercent"
        rules={[
          { required: true, message: CommissionMessage.SHARE_INVALID },
          { type: 'number', min: 0, max: SHARE_PERCENT_MAX, message: CommissionMessage.SHARE_INVALID },
        ]}
        extra="按号码每月账单金额的比例计入佣金；不分成填 0"
      >
        <InputNumber precision={2} suffix="%" style={{ width: 200 }} />
      </Form.Item>
      <Form.Item
        label="分成月数"
        name="shareMonths"
        dependencies={['sharePercent']}
        rules={[
          { required: true, message: CommissionMessage.SHARE_MONTHS_INVALID },
          ({ getFieldValue }) => ({
            validator: async (_rule, months: number | null) => {
              const hasShare = Number(getFieldValue('sharePercent') ?? 0) > 0;
              if (months === null || months === undefined) {
                return;
              }
              if (hasShare && (months < 1 || months > CommissionLimit.SHARE_MONTHS_MAX)) {
                throw new Error(CommissionMessage.SHARE_MONTHS_INVALID);
              }
              if (!hasShare && months !== 0) {
                throw new Error(CommissionMessage.SHARE_MONTHS_WITHOUT_SHARE);
              }
            },
          }),
        ]}
        extra="激活当月为第1个月"
      >
        <InputNumber precision={0} suffix="个月" style={{ width: 200 }} />
      </Form.Item>
    </>
  );
}

/**
 * 佣金规则: each agent offer's rule in force, and a drawer to set a new version. A version applies
 * to openings activated from the moment it is saved; entries already earned keep their amounts.
 */
export function CommissionRulesTable() {
  const rules = useQuery(commissionRulesQuery);
  const save = useSetCommissionRule();
  const [editing, setEditing] = useState<OfferRule | null>(null);
  const initial: Partial<RuleForm> | null = editing
    ? {
        oneOffYuan: toYuan(editing.rule?.oneOffFen ?? 0),
        sharePercent: (editing.rule?.shareBp ?? 0) / 100,
        shareMonths: editing.rule?.shareMonths ?? 0,
      }
    : null;

  return (
    <>
      <ConsoleQueryView query={rules} loadingLabel="正在加载佣金规则" failure="佣金规则加载失败" isEmpty={({ list }) => list.length === 0} empty="暂无开卡套餐">
        {({ list }) => (
          <Table<OfferRule>
            rowKey="offerId"
            size="small"
            pagination={false}
            dataSource={list}
            columns={[
              {
                title: '开卡套餐',
                dataIndex: 'offerName',
                render: (name: string, offer) => (
                  <>
                    {name} <Typography.Text type="secondary">{offer.offerId}</Typography.Text> {!offer.isOnSale && <Tag>已下架</Tag>}
                  </>
                ),
              },
              {
                title: '开户奖励（元）',
                dataIndex: 'rule',
                key: 'oneOff',
                width: 120,
                align: 'right',
                render: (rule: OfferRule['rule']) => (rule ? formatYuan(rule.oneOffFen) : <Typography.Text type="secondary">未设置</Typography.Text>),
              },
              { title: '话费分成', dataIndex: 'rule', key: 'share', width: 150, render: describeShare },
              {
                title: '生效时间',
                dataIndex: 'rule',
                key: 'from',
                width: 170,
                render: (rule: OfferRule['rule']) => (rule ? formatDateTime(rule.effectiveFrom) : '—'),
              },
              { title: '版本', dataIndex: 'versions', width: 70, align: 'right' },
              {
                title: '操作',
                key: 'actions',
                width: 110,
                render: (_value, offer) => (
                  <Button type="link" size="small" onClick={() => setEditing(offer)} aria-label={`设置 ${offer.offerName} 的佣金规则`}>
                    设置规则
                  </Button>
                ),
              },
            ]}
          />
        )}
      </ConsoleQueryView>
      <EditorDrawer<RuleForm>
        title={editing ? `佣金规则 · ${editing.offerName}` : '佣金规则'}
        values={initial}
        onClose={() => setEditing(null)}
        isSaving={save.isPending}
        onSave={({ oneOffYuan, sharePercent, shareMonths }) =>
          editing &&
          save.mutate(
            { offerId: editing.offerId, oneOffFen: toFen(oneOffYuan), shareBp: Math.round(sharePercent * 100), shareMonths },
            { onSuccess: () => setEditing(null) },
          )
        }
      >
        <RuleFields />
      </EditorDrawer>
    </>
  );
}
