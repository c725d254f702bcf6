import { Link } from 'react-router';
import { useMember } from '../../../shared/member/use-member.ts';

/** The active number in the hall's header, the way to switch to another of the member's numbers. */
export function ActiveNumberChip() {
  const tail = useMember().data?.mobilePhoneInfo?.mobilePhone.slice(-4);
  return tail ? (
    <Link to="/myNumbers" className="hall-number" aria-label={`尾号${tail}，切换号码`}>
      尾号{tail}
      <span aria-hidden="true">▾</span>
    </Link>
  ) : null;
}
