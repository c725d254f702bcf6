import { Button, Result } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useWechatFinish } from '../wechat/wechat.ts';
import { PageHeader } from './page-header.tsx';

interface ResultPageProps {
  title: string;
  status: 'success' | 'error' | 'info' | 'waiting' | 'warning';
  message: string;
  description?: ReactNode;
  buttonText?: string;
  /** Where the button goes; the site root by default, replacing this page. */
  target?: string;
  /** The flow ends here: inside WeChat (with the JS-SDK) the button reads 完成 and closes WeChat's page. */
  closesInWechat?: boolean;
}

/** Outcome page with a message and one button back (success, failure, pending review). */
export function ResultPage({ title, status, message, description, buttonText = '返回', target = '/', closesInWechat = false }: ResultPageProps) {
  const navigate = useNavigate();
  const { canClose, finish } = useWechatFinish(closesInWechat);
  return (
    <div className="page">
      <PageHeader title={title} onBack={() => navigate(target, { replace: true })} />
      <Result status={status} title={message} description={description} />
      <div className="page-actions">
        <Button block color="primary" onClick={() => finish(() => void navigate(target, { replace: true }))}>
          {canClose ? '完成' : buttonText}
        </Button>
      </div>
    </div>
  );
}
