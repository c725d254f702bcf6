import { APPLICATION_STATUS_TEXT, DEFAULT_FAIL_REASON, type ReviewedKindValue } from '@hall/contract/applications/rules';
import { useQuery } from '@tanstack/react-query';
import { Button, Result } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { formatDate } from '../../lib/format-date.ts';
import { useWechatFinish } from '../../wechat/wechat.ts';
import { PageHeader } from '../page-header.tsx';
import { QueryView } from '../query-view.tsx';
import { applicationStatusQuery } from './application-status-query.ts';
import './application-status.css';

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

  return (
    <div className="page">
      <PageHeader title={props.title} onBack={goHome} />
      <QueryView
        query={status}
        failedTitle="查询失败"
        isEmpty={(data) => !data.application}
        empty={{
          title: props.emptyText,
          children: (
            <div className="page-actions applications-start">
              <Button block color="primary" onClick={() => navigate(props.startPath)}>
                去申请
              </Button>
            </div>
          ),
        }}
      >
        {({ application }) => {
          if (!application) {
            return null;
          }
          const isFailed = application.status === 'failed';
          return (
            <>
              <Result
                status={application.status === 'pending' ? 'waiting' : isFailed ? 'error' : 'success'}
                title={application.status === 'pending' ? props.pendingMessage : isFailed ? '审核未通过' : props.passedMessage}
                description={
                  application.status === 'pending'
                    ? props.pendingDescription
                    : isFailed
                      ? `失败原因：${application.reason ?? DEFAULT_FAIL_REASON}`
                      : '请留意短信通知'
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
        }}
      </QueryView>
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
  const failure = (reason: string) => <Result status="error" title={failMessage} description={`失败原因：${reason}`} />;
  return (
    <div className="page">
      <PageHeader title={title} onBack={() => navigate('/', { replace: true })} />
      {givenReason ? (
        failure(givenReason)
      ) : (
        // The spec's fixed reason stands in for a stored one that is missing or could not be read.
        <QueryView query={status} loading={3} failed={() => failure(DEFAULT_FAIL_REASON)}>
          {({ application }) => failure((application?.status === 'failed' && application.reason) || DEFAULT_FAIL_REASON)}
        </QueryView>
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
