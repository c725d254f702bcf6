import { Button, Result } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { isRouteAvailable } from '../lib/navigation.ts';

export const NOT_BOUND_MESSAGE = '您还未绑定手机号';

/** For services that need a bound phone: 您还未绑定手机号 and 去绑定 (to /AccountBind). */
export function BindRequired() {
  const navigate = useNavigate();
  // Binding by face check lives on /AccountBind; until it is built, the SMS bind form does the job.
  const bindPath = isRouteAvailable('/AccountBind') ? '/AccountBind' : '/PersonalInformation';
  return (
    <Result
      status="info"
      title={NOT_BOUND_MESSAGE}
      description={
        <Button color="primary" size="small" onClick={() => navigate(bindPath)}>
          去绑定
        </Button>
      }
    />
  );
}
