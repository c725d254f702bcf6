import { Button, Result } from 'antd-mobile';

export const UNBIND_SUCCESS_MESSAGE = '解除成功';

/** After unbinding: the token is gone, so going on starts a fresh login. */
export function UnbindSuccess({ phone }: { phone: string }) {
  return (
    <>
      <Result status="success" title={UNBIND_SUCCESS_MESSAGE} description={`号码 ${phone} 已解除绑定`} />
      <div className="account-result-actions">
        <Button block color="primary" onClick={() => window.location.assign('/')}>
          返回首页
        </Button>
      </div>
    </>
  );
}
