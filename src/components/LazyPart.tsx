import { Component, lazy, Suspense } from 'react';
import type { ComponentType, LazyExoticComponent, ReactNode } from 'react';
import { t } from '../i18n/messages';

/*
 * A part of the page whose code loads on first use. Loading can fail (no
 * network, a stalled request cut off by its time limit): the part then
 * says so in place, with "Try again", instead of taking the page down, and
 * the next try loads it afresh (React keeps a failed lazy component failed,
 * so a new one is made).
 */

interface BoundaryProps {
  onRetry: () => void;
  children: ReactNode;
}

class Boundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" className="alert lazy-failed">
        <p>{t('lazy.failed')}</p>
        <button
          type="button"
          onClick={() => {
            this.props.onRetry();
            this.setState({ failed: false });
          }}
        >
          {t('lazy.retry')}
        </button>
      </div>
    );
  }
}

/** A component loaded by `load` on first render, shown through a boundary (see the file comment). */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P & { fallback?: ReactNode }> {
  const make = () => lazy(() => load().then((component) => ({ default: component })));
  let Inner: LazyExoticComponent<ComponentType<P>> = make();
  return function LazyPart({ fallback = null, ...props }: P & { fallback?: ReactNode }) {
    return (
      <Boundary onRetry={() => (Inner = make())}>
        <Suspense fallback={fallback}>
          <Inner {...(props as P)} />
        </Suspense>
      </Boundary>
    );
  };
}
