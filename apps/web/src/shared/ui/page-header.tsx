import { NavBar } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';

interface PageHeaderProps {
  title: string;
  /** Where back goes; by default the previous page, or the hall when there is none. */
  onBack?: () => void;
  backTo?: string;
  right?: ReactNode;
}

/** The shared header: title and a back button. */
export function PageHeader({ title, onBack, backTo, right }: PageHeaderProps) {
  const navigate = useNavigate();
  const goBack = () => {
    if (onBack) {
      onBack();
    } else if (backTo) {
      navigate(backTo);
    } else if (window.history.state && typeof window.history.state.idx === 'number' && window.history.state.idx > 0) {
      navigate(-1);
    } else {
      navigate('/', { replace: true });
    }
  };
  return (
    <header className="page-header">
      <NavBar onBack={goBack} backIcon backArrow right={right}>
        <h1 className="page-header-title">{title}</h1>
      </NavBar>
    </header>
  );
}
