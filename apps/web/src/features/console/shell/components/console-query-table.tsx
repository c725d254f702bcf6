import { Table, type TableProps } from 'antd';
import { shownDataOf, type ConsoleQuery } from './console-query.ts';
import { LoadFailedResult } from './load-failed-result.tsx';

type ConsoleQueryTableProps<Data, Row> = Omit<TableProps<Row>, 'dataSource'> & {
  query: ConsoleQuery<Data>;
  /** The rows of an answer. */
  rows: (data: Data) => readonly Row[];
  /** What a failed read says when the server gave no message of its own (加载失败 unless told). */
  failure?: string;
};

/**
 * A table of a query's rows: the failure with 重试 in the table's place, else the table, spinning
 * while the first read is under way (`loading` given: while that holds, e.g. every refresh) and
 * saying its `locale.emptyText` when there are no rows.
 */
export function ConsoleQueryTable<Data, Row extends object>({ query, rows, failure = '加载失败', loading, ...tableProps }: ConsoleQueryTableProps<Data, Row>) {
  const data = shownDataOf(query);
  if (data === undefined && query.isError) {
    return <LoadFailedResult query={query} fallback={failure} />;
  }
  return <Table<Row> {...tableProps} loading={loading ?? query.isPending} dataSource={data === undefined ? [] : rows(data)} />;
}
