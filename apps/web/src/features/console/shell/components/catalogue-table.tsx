import { Button, Card, Popconfirm, Space } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState, type ReactNode } from 'react';
import type { ConsoleQuery } from './console-query.ts';
import { ConsoleQueryTable } from './console-query-table.tsx';
import { EditorDrawer } from './editor-drawer.tsx';

interface CatalogueTableProps<Row extends object, Values extends object> {
  title: string;
  list: ConsoleQuery<{ list: Row[] }>;
  /** What a failed read says when the server gave no message of its own. */
  loadFailure: string;
  rowKey: keyof Row & string;
  columns: ColumnsType<Row>;
  emptyText: string;
  /** Rows a page; absent: every row on one page. */
  pageSize?: number;
  /** Which of the rows read are shown (a filter kept in the browser). */
  isShown?: (row: Row) => boolean;
  /** Filters and search, before the add button. */
  toolbar?: ReactNode;
  /** A note above the table (or its failure). */
  intro?: ReactNode;
  /** The add button and the first values of a new row (or what makes them when it is pressed); null: no button. */
  add: { label: string; values: Partial<Values> | (() => Partial<Values>) } | null;
  /** A row's values in the editor. */
  toValues: (row: Row) => Partial<Values>;
  /** The editor's title for the row edited, null for a new one. */
  editorTitle: (row: Row | null) => string;
  /** The editor's form items for the row edited, null for a new one. */
  fields: (row: Row | null) => ReactNode;
  /**
   * Saves the editor's values (row: the row edited, null for a new one). The drawer closes once
   * it resolves; on a refusal it stays open, the console mutation having said why.
   */
  onSave: (values: Values, row: Row | null) => Promise<unknown>;
  isSaving: boolean;
  /** 删除 on each row, after a confirmation. */
  remove?: { confirm: string; onRemove: (row: Row) => void };
  /** Buttons of a row after 编辑 (and before 删除). */
  rowActions?: (row: Row) => ReactNode;
  actionsWidth?: number;
  /** Scrolls sideways on a narrow window rather than squeezing the columns. */
  isScrolledSideways?: boolean;
  /** The page's other drawers and modals. */
  children?: ReactNode;
}

/**
 * A catalogue page of the console: the list in a table (its failure with a retry in its place),
 * 新增 and 编辑 in one editor drawer, 删除 behind a confirmation. The page gives the columns, the
 * form items and the save; the editing state and the wiring are written here once.
 */
export function CatalogueTable<Row extends object, Values extends object>(props: CatalogueTableProps<Row, Values>) {
  const { title, list, loadFailure, add, remove, rowActions, toolbar } = props;
  const [editing, setEditing] = useState<{ row: Row | null; values: Partial<Values> } | null>(null);
  const editedRow = editing?.row ?? null;

  const save = (values: Values) => {
    props.onSave(values, editedRow).then(
      () => setEditing(null),
      // The refusal was shown by the mutation; the editor stays open to correct it.
      () => undefined,
    );
  };

  const actionsColumn: ColumnsType<Row>[number] = {
    title: '操作',
    width: props.actionsWidth ?? (remove || rowActions ? 140 : 80),
    render: (_, row) => (
      <Space size={0}>
        <Button type="link" onClick={() => setEditing({ row, values: props.toValues(row) })}>
          编辑
        </Button>
        {rowActions?.(row)}
        {remove && (
          <Popconfirm title={remove.confirm} okText="删除" cancelText="取消" onConfirm={() => remove.onRemove(row)}>
            <Button type="link" danger>
              删除
            </Button>
          </Popconfirm>
        )}
      </Space>
    ),
  };

  const addButton = add && (
    <Button type="primary" onClick={() => setEditing({ row: null, values: typeof add.values === 'function' ? add.values() : add.values })}>
      {add.label}
    </Button>
  );
  return (
    <Card
      title={title}
      extra={
        toolbar ? (
          <Space>
            {toolbar}
            {addButton}
          </Space>
        ) : (
          addButton
        )
      }
    >
      {props.intro}
      <ConsoleQueryTable<{ list: Row[] }, Row>
        query={list}
        failure={loadFailure}
        rows={(data) => (props.isShown ? data.list.filter(props.isShown) : data.list)}
        rowKey={props.rowKey}
        locale={{ emptyText: props.emptyText }}
        pagination={props.pageSize ? { pageSize: props.pageSize } : false}
        // Only once the rows (and their buttons) are there: a scrolling region must hold something a keyboard can reach.
        scroll={props.isScrolledSideways && !list.isPending ? { x: 'max-content' } : undefined}
        columns={[...props.columns, actionsColumn]}
      />
      <EditorDrawer<Values>
        title={props.editorTitle(editedRow)}
        values={editing?.values ?? null}
        onClose={() => setEditing(null)}
        onSave={save}
        isSaving={props.isSaving}
      >
        {props.fields(editedRow)}
      </EditorDrawer>
      {props.children}
    </Card>
  );
}
