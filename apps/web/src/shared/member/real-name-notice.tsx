import { NoticeBar } from 'antd-mobile';
import { Link } from 'react-router';
import { useMember } from './use-member.ts';

export const REAL_NAME_NOTICE = '您的号码尚未完成实名登记';

/** A bound number the member record says is not real-name registered: the notice with 去补录 (/realName); nothing otherwise. */
export function RealNameNotice() {
  const { data } = useMember();
  if (!data || data.memberInfo.bindStatus !== 1 || data.memberInfo.realName === 1) {
    return null;
  }
  return (
    <NoticeBar
      className="real-name-notice"
      color="alert"
      wrap
      content={
        <span>
          {REAL_NAME_NOTICE}，<Link to="/realName">去补录</Link>
        </span>
      }
    />
  );
}
