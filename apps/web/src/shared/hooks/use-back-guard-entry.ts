import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * A page reached back from the face-check site has that site as its previous history entry, so
 * the browser's back button would leave the app before any confirmation could ask. Pushing one
 * entry of the same page keeps that first back press inside the app, where useLeaveConfirm asks.
 */
export function useBackGuardEntry(isEnabled: boolean): void {
  const navigate = useNavigate();
  const location = useLocation();
  const isGuarded = (location.state as { isBackGuard?: boolean } | null)?.isBackGuard === true;
  useEffect(() => {
    if (isEnabled && !isGuarded) {
      navigate(`${location.pathname}${location.search}`, { state: { isBackGuard: true } });
    }
  }, [isEnabled, isGuarded, location.pathname, location.search, navigate]);
}
