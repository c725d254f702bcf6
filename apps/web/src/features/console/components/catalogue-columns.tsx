import { Button, Tag } from 'antd';
import type { ColumnType } from 'antd/es/table';

/** The 状态 column of a catalogue row that is on sale or not (offLabel: 已下架, 已停售…). */
export function onSaleColumn<Row extends { isOnSale: boolean }>(offLabel: string): ColumnType<Row> {
  return {
    title: '状态',
    dataIndex: 'isOnSale',
    width: 90,
    render: (isOnSale: boolean) => (isOnSale ? <Tag color="success">在售</Tag> : <Tag>{offLabel}</Tag>),
  };
}

/** The 操作 column with the row's 编辑 button. */
export function editColumn<Row>(onEdit: (row: Row) => void): ColumnType<Row> {
  return {
    title: '操作',
    width: 80,
    render: (_, row) => (
      <Button type="link" onClick={() => onEdit(row)}>
        编辑
      </Button>
    ),
  };
}
