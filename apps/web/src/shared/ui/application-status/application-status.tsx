import { APPLICATION_STATUS_TEXT, DEFAULT_FAIL_REASON, type ReviewedKindValue } from '@hall/contract/applications/rules';
import { useQuery } from '@tanstack/react-query';
import { Button, Result, Skeleton } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { formatDate } from '../../lib/format-date.ts';
import { useWechatFinish } from '../../wechat/wechat.ts';
import { EmptyState } from '../empty-state.tsx';
import { PageHeader } from '../page-header.tsx';
import { applicationStatusQuery } from './application-status-query.ts';
import './application-status.css';
import { LoadFailed, retryOf } from '../load-failed.tsx';

interface ApplicationStatusPageProps {
  kind: ReviewedKindValue;
  title: string;
  /** Shown while the application waits for review (the spec's submitted text). */
  pendingMessage: string;
  pendingDescription: ReactNode;
  passedMessage: string;
  /** The audit-fail page of this kind, when it has one. */
  failPath?: string;
  /** Where a new application starts. */
  startPath: string;
  emptyText: string;
}

/** An audit page: the latest application of a kind with its review status. */
export function ApplicationStatusPage(props: ApplicationStatusPageProps) {
  const navigate = useNavigate();
  const status = useQuery(applicationStatusQuery(props.kind));
  const application = status.data?.application ?? null;
  const goHome = () => navigate('/', { replace: true });
  // Just submitted, the application's flow ends here: inside WeChat 完成 closes the page.
  const { canClose, finish } = useWechatFinish(application?.status === 'pending');

  let content: ReactNode;
  if (status.isPending) {
    content = (
      <div className="skeleton-block" aria-busy="true">
        <Skeleton.Paragraph lineCount={5} animated />
      </div>
    );
  } else if (status.isError) {
    content = <LoadFailed title="查询失败" {...retryOf(status)} />;
  } else if (!application) {
    content = (
      <>
        <EmptyState title={props.emptyText} />
        <div className="page-actions">
          <Button block color="primary" onClick={() => navigate(props.startPath)}>
            去申请
          </Button>
        </div>
      </>
    );
  } else {
    const isFailed = application.status === 'failed';
    content = (
      <>
        <Result
          status={application.status === 'pending' ? 'waiting' : isFailed ? 'error' : 'success'}
          title={application.status === 'pending' ? props.pendingMessage : isFailed ? '审核未通过' : props.passedMessage}
          description={
            application.status === 'pending' ? props.pendingDescription : isFailed ? `失败原因：${application.reason ?? DEFAULT_FAIL_REASON}` : '请留意短信通知'
          }
        />
        <div className="page-section applications-status" aria-label="申请信息">
          <div className="applications-status-row">
            <span>申请单号</span>
            <span>{application.applicationNo}</span>
          </div>
          <div className="applications-status-row">
            <span>办理号码</span>
            <span>{application.phone}</span>
          </div>
          <div className="applications-status-row">
            <span>提交时间</span>
            <span>{formatDate(application.submittedAt)}</span>
          </div>
          <div className="applications-status-row">
            <span>审核状态</span>
            <span className={`applications-status-${application.status}`}>{APPLICATION_STATUS_TEXT[application.status]}</span>
          </div>
        </div>
        <div className="page-actions">
          {isFailed && props.failPath ? (
            <Button block color="primary" fill="outline" onClick={() => navigate(props.failPath ?? '/')}>
              查看失败原因
            </Button>
          ) : null}
          <Button block color="primary" onClick={() => finish(() => void goHome())}>
            {canClose ? '完成' : '返回'}
          </Button>
        </div>
      </>
    );
  }

  return (
    <div className="page">
      <PageHeader title={props.title} onBack={goHome} />
      {content}
    </div>
  );
}

interface ApplicationFailPageProps {
  kind: ReviewedKindValue;
  title: string;
  failMessage: string;
  startPath: string;
  /** A reason known without review (a refused submission); wins over the stored one. */
  reason?: string | null;
}

/** An audit-fail page: the failure and the stored review reason (or the spec's fixed reason). */
export function ApplicationFailPage({ kind, title, failMessage, startPath, reason: givenReason }: ApplicationFailPageProps) {
  const navigate = useNavigate();
  const status = useQuery(applicationStatusQuery(kind));
  const application = status.data?.application;
  const storedReason = application?.status === 'failed' ? application.reason : null;
  const reason = givenReason || storedReason || DEFAULT_FAIL_REASON;
  return (
    <div className="page">
      <PageHeader title={title} onBack={() => navigate('/', { replace: true })} />
      {status.isPending && !givenReason ? (
        <div className="skeleton-block" aria-busy="true">
          <Skeleton.Paragraph lineCount={3} animated />
        </div>
      ) : (
        <Result status="error" title={failMessage} description={`失败原因：${reason}`} />
      )}
      <div className="page-actions">
        <Button block color="primary" onClick={() => navigate(startPath, { replace: true })}>
          重新申请
        </Button>
        <Button block onClick={() => navigate('/', { replace: true })}>
          返回首页
        </Button>
      </div>
    </div>
  );
}
