import { BoundView, type BoundViewProps } from './bound-view.tsx';
import { PageHeader } from './page-header.tsx';

interface BoundPageProps extends BoundViewProps {
  title: string;
  /** Where the header's back goes; by default the previous page. */
  backTo?: string;
}

/** A whole page of a service that needs a bound phone: its header, then BoundView's states and the body. */
export function BoundPage({ title, backTo, ...view }: BoundPageProps) {
  return (
    <div className="page">
      <PageHeader title={title} backTo={backTo} />
      <BoundView {...view} />
    </div>
  );
}
