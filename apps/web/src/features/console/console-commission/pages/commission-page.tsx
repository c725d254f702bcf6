import { Card, Tabs } from 'antd';
import { CommissionExportForm } from '../components/commission-export-form.tsx';
import { CommissionRulesTable } from '../components/commission-rules-table.tsx';
import { CommissionStatement } from '../components/commission-statement.tsx';

/**
 * 佣金 (admin): the rule of each agent offer (开户奖励 and 话费分成, each change a new version), a
 * dealer's month as its manager sees it, and the ledger's CSV export.
 */
export function CommissionPage() {
  return (
    <Card title="佣金">
      <Tabs
        destroyOnHidden
        items={[
          { key: 'rules', label: '佣金规则', children: <CommissionRulesTable /> },
          { key: 'statement', label: '渠道月结', children: <CommissionStatement /> },
          { key: 'export', label: '导出明细', children: <CommissionExportForm /> },
        ]}
      />
    </Card>
  );
}
