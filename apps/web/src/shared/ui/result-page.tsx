import { Button, Result } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { PageHeader } from './page-header.tsx';

interface ResultPageProps {
  title: string;
  status: 'success' | 'error' | 'info' | 'waiting' | 'warning';
  message: string;
  description?: ReactNode;
  buttonText?: string;
  /** Where the button goes; the site root by default, replacing this page. */
  target?: string;
}

/** Outcome page with a message and one button back (success, failure, pending review). */
export function ResultPage({ title, status, message, description, buttonText = '返回', target = '/' }: ResultPageProps) {
  const navigate = useNavigate();
  return (
    <div className="page">
      <PageHeader title={title} onBack={() => navigate(target, { replace: true })} />
      <Result status={status} title={message} description={description} />
      <div className="page-actions">
        <Button block color="primary" onClick={() => navigate(target, { replace: true })}>
          {buttonText}
        </Button>
      </div>
    </div>
  );
}
