import { Button, Drawer, Form, Space } from 'antd';
import type { ReactNode } from 'react';

interface EditorDrawerProps<Values> {
  title: string;
  /** The values being edited; null keeps the drawer closed. */
  values: Partial<Values> | null;
  onClose: () => void;
  /** Saves; the page closes the drawer once the save succeeded. */
  onSave: (values: Values) => void;
  isSaving: boolean;
  children: ReactNode;
}

/** A drawer with one form for adding or changing a row; the form is rebuilt each time it opens. */
export function EditorDrawer<Values extends object>({ title, values, onClose, onSave, isSaving, children }: EditorDrawerProps<Values>) {
  return (
    <Drawer open={values !== null} title={title} size="large" onClose={onClose} destroyOnHidden>
      {values && (
        <Form<Values> layout="vertical" initialValues={values} onFinish={onSave}>
          {children}
          <Form.Item>
            <Space>
              <Button type="primary" htmlType="submit" loading={isSaving}>
                保存
              </Button>
              <Button onClick={onClose}>取消</Button>
            </Space>
          </Form.Item>
        </Form>
      )}
    </Drawer>
  );
}
