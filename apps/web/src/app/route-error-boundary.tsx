import { Component, type ReactNode } from 'react';
import { reportError } from '../features/client-errors/watch-client-errors.ts';
import { RouteError } from './route-error.tsx';

interface RouteErrorBoundaryProps {
  /** The location shown: a new one takes the error page down. */
  location: unknown;
  children: ReactNode;
}

interface RouteErrorBoundaryState {
  hasError: boolean;
  location: unknown;
}

/** A page that throws while rendering shows the route's error page until the next navigation. */
export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, RouteErrorBoundaryState> {
  override state: RouteErrorBoundaryState = { hasError: false, location: this.props.location };

  static getDerivedStateFromError(): Partial<RouteErrorBoundaryState> {
    return { hasError: true };
  }

  static getDerivedStateFromProps(props: RouteErrorBoundaryProps, state: RouteErrorBoundaryState): Partial<RouteErrorBoundaryState> | null {
    return props.location === state.location ? null : { hasError: false, location: props.location };
  }

  override componentDidCatch(error: unknown) {
    console.error('page failed to render', error);
    reportError('render', error);
  }

  override render() {
    return this.state.hasError ? <RouteError /> : this.props.children;
  }
}
