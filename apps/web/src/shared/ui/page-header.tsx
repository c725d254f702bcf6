import { LeftOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';

interface PageHeaderProps {
  title: string;
  /** Where back goes; by default the previous page, or the hall when there is none. */
  onBack?: () => void;
  backTo?: string;
  right?: ReactNode;
}

/**
 * The shared header: title and a back button. It keeps antd-mobile NavBar's class names (and so
 * its look) but is a real button named 返回: NavBar's back is an unnamed, unfocusable
 * `role="button"` div, and a button inside it would be a control nested in a control.
 */
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
      <div className="adm-nav-bar">
        <div className="adm-nav-bar-left">
          <button type="button" className="adm-nav-bar-back" aria-label="返回" onClick={goBack}>
            <span className="adm-nav-bar-back-arrow" aria-hidden="true">
              <LeftOutline />
            </span>
          </button>
        </div>
        <div className="adm-nav-bar-title">
          <h1 className="page-header-title">{title}</h1>
        </div>
        <div className="adm-nav-bar-right">{right}</div>
      </div>
    </header>
  );
}
