import { useNavigate } from 'react-router';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import '../board.css';

const ENTRY_PICTURE = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="750" height="420" viewBox="0 0 750 420"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#667eea"/><stop offset="1" stop-color="#764ba2"/></linearGradient></defs><rect width="750" height="420" rx="24" fill="url(#g)"/><text x="375" y="190" font-size="64" font-family="sans-serif" fill="#fff" text-anchor="middle">投诉建议留言板</text><text x="375" y="270" font-size="34" font-family="sans-serif" fill="#fff" opacity=".85" text-anchor="middle">您的每一条建议，我们都用心倾听</text></svg>',
)}`;

/** /proposal: the complaint zone entry; the picture leads to the board. */
export function ProposalPage() {
  const navigate = useNavigate();
  return (
    <div className="page">
      <PageHeader title="投诉专区" />
      <button type="button" className="proposal-entry" onClick={() => navigate('/message')}>
        <img src={ENTRY_PICTURE} alt="进入留言板" />
      </button>
      <p className="page-intro">在留言板提交您的投诉或建议，官方客服会及时回复；被采纳的建议将标记“已采纳”。</p>
    </div>
  );
}
