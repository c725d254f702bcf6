import { Tag } from 'antd';
import type { ColumnType } from 'antd/es/table';

/** The 状态 column of a row that is on or off (on sale, active, orderable): a green tag while on. */
export function statusColumn<Row>(field: keyof Row & string, { on, off, width = 90 }: { on: string; off: string; width?: number }): ColumnType<Row> {
  return {
    title: '状态',
    dataIndex: field,
    width,
    render: (isOn: boolean) => (isOn ? <Tag color="success">{on}</Tag> : <Tag>{off}</Tag>),
  };
}
