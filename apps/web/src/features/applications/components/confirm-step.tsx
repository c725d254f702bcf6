import { Button, Form } from 'antd-mobile';
import type { ReactNode } from 'react';

export interface ConfirmRow {
  label: string;
  value: ReactNode;
  /** The value's own name, where a journey or a reader looks the value up by it. */
  ariaLabel?: string;
}

/** The first step of a real-name supplement: what it is about, read-only, and 下一步 to the face check. */
export function ConfirmStep({ intro, rows, onNext }: { intro: string; rows: ConfirmRow[]; onNext: () => void }) {
  return (
    <>
      <p className="page-intro">{intro}</p>
      <Form layout="horizontal" mode="card" className="applications-form">
        {rows.map((row) => (
          <Form.Item key={row.label} label={row.label}>
            <span className="applications-readonly" aria-label={row.ariaLabel}>
              {row.value}
            </span>
          </Form.Item>
        ))}
      </Form>
      <div className="page-actions">
        <Button block color="primary" onClick={onNext}>
          下一步
        </Button>
      </div>
    </>
  );
}
