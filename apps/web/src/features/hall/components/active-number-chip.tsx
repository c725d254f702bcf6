import { Link } from 'react-router';
import { useMember } from '../../../shared/member/use-member.ts';

/**
 * The chip's look: the active number's last four digits (a link to the member's numbers), 绑定号码
 * without one, an empty box while the member loads. One box for all three, also prerendered in the
 * hall's frame of index.html, so nothing beside it moves when the member arrives.
 */
export function ActiveNumberChipView({ tail }: { tail: string | null | undefined }) {
  if (tail === undefined) {
    return <span className="hall-number" />;
  }
  return tail ? (
    <Link to="/myNumbers" className="hall-number" aria-label={`尾号${tail}，切换号码`}>
      尾号{tail}
      <span aria-hidden="true">▾</span>
    </Link>
  ) : (
    <Link to="/PersonalInformation" className="hall-number">
      绑定号码
    </Link>
  );
}

/** The active number in the hall's header, the way to switch to another of the member's numbers. */
export function ActiveNumberChip() {
  const { data } = useMember();
  return <ActiveNumberChipView tail={data && (data.mobilePhoneInfo?.mobilePhone.slice(-4) ?? null)} />;
}
