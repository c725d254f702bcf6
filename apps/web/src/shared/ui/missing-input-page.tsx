import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { EmptyState } from './empty-state.tsx';
import { PageHeader } from './page-header.tsx';

interface MissingInputPageProps {
  /** The page's own title, kept in its header. */
  title: string;
  /** The page where the input is chosen: the header's back and the button both go there. */
  chooseAt: string;
  emptyTitle: string;
  /** What is missing and where it is chosen. */
  description: string;
  /** The button's text (查看开票记录, 去选择月份). */
  chooseText: string;
}

/**
 * A page opened without what it works on (no month, no chosen months: a reload, a shared link):
 * says so and leads back to where it is chosen, replacing itself in the history.
 */
export function MissingInputPage({ title, chooseAt, emptyTitle, description, chooseText }: MissingInputPageProps) {
  const navigate = useNavigate();
  return (
    <div className="page">
      <PageHeader title={title} backTo={chooseAt} />
      <EmptyState title={emptyTitle} description={description} />
      <div className="page-actions">
        <Button block color="primary" onClick={() => navigate(chooseAt, { replace: true })}>
          {chooseText}
        </Button>
      </div>
    </div>
  );
}
