import { AgreementKindLabel } from '@hall/contract/agreements/rules';
import type { ConsoleAgreementVersion } from '@hall/contract/console-texts/schemas';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Descriptions, Empty, Space, Table } from 'antd';
import { useState } from 'react';
import { AgreementEditorDrawer } from '../components/agreement-editor-drawer.tsx';
import { AgreementViewerModal, type AgreementRef } from '../components/agreement-viewer-modal.tsx';
import { formatDateTime } from '../../shell/components/form-values.ts';
import { ConsoleQueryView } from '../../shell/components/console-query-view.tsx';
import { agreementsQuery } from '../texts-api.ts';

const publisherOf = (version: ConsoleAgreementVersion) => version.publishedBy || '系统初始版本';

/** 入网协议 (role editor): per kind the version in force and its history; an edit publishes a new version. */
export function AgreementsPage() {
  const agreements = useQuery(agreementsQuery);
  const [viewing, setViewing] = useState<AgreementRef | null>(null);
  const [editing, setEditing] = useState<AgreementRef | null>(null);

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <ConsoleQueryView query={agreements} failure="入网协议加载失败" loadingLabel="正在加载入网协议">
        {({ kinds }) =>
          kinds.map(({ kind, versions }) => {
            const inForce = versions[0];
            return (
              <Card
                key={kind}
                title={AgreementKindLabel[kind]}
                extra={
                  inForce && (
                    <Button type="primary" onClick={() => setEditing({ kind, version: inForce.version })}>
                      编辑并发布新版本
                    </Button>
                  )
                }
              >
                {inForce ? (
                  <Descriptions size="small" column={2}>
                    <Descriptions.Item label="现行版本">第{inForce.version}版</Descriptions.Item>
                    <Descriptions.Item label="标题">{inForce.title}</Descriptions.Item>
                    <Descriptions.Item label="发布时间">{formatDateTime(inForce.publishedAt)}</Descriptions.Item>
                    <Descriptions.Item label="发布人">{publisherOf(inForce)}</Descriptions.Item>
                  </Descriptions>
                ) : (
                  <Empty description="暂无版本" />
                )}
                <Table<ConsoleAgreementVersion>
                  rowKey="version"
                  size="small"
                  pagination={false}
                  dataSource={versions}
                  locale={{ emptyText: '暂无版本' }}
                  columns={[
                    { title: '版本', dataIndex: 'version', render: (version: number) => `第${version}版` },
                    { title: '标题', dataIndex: 'title' },
                    { title: '发布时间', dataIndex: 'publishedAt', render: (publishedAt: string) => formatDateTime(publishedAt) },
                    { title: '发布人', render: (_, version) => publisherOf(version) },
                    {
                      title: '操作',
                      render: (_, version) => (
                        <Button type="link" onClick={() => setViewing({ kind, version: version.version })} aria-label={`查看全文（第${version.version}版）`}>
                          查看全文
                        </Button>
                      ),
                    },
                  ]}
                />
              </Card>
            );
          })
        }
      </ConsoleQueryView>
      <AgreementViewerModal agreement={viewing} onClose={() => setViewing(null)} />
      <AgreementEditorDrawer current={editing} onClose={() => setEditing(null)} />
    </Space>
  );
}
