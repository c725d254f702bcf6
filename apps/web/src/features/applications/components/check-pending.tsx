import { Button, Result, Skeleton } from 'antd-mobile';
import { useNavigate } from 'react-router';

/** What a return route shows while its identity result is read, or without a check in progress. */
export function CheckPending({ status, startPath }: { status: 'idle' | 'checking' | 'failed'; startPath: string }) {
  const navigate = useNavigate();
  if (status === 'checking') {
    return (
      <div className="skeleton-block" aria-busy="true" aria-label="结果查询中">
        <Skeleton.Paragraph lineCount={5} animated />
      </div>
    );
  }
  return (
    <>
      <Result
        status={status === 'failed' ? 'error' : 'info'}
        title={status === 'failed' ? '身份核验失败，请重试' : '请先完成身份核验'}
        description="请返回上一步重新核验身份"
      />
      <div className="page-actions">
        <Button block color="primary" onClick={() => navigate(startPath, { replace: true })}>
          重新核验
        </Button>
      </div>
    </>
  );
}
