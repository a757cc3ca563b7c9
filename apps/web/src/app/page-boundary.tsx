import { Component, type ReactNode } from 'react';
import { ChunkLoadError } from './lazy-page.js';

interface PageBoundaryProps {
  /** Rendered instead of the page after a render or chunk-load failure. */
  fallback: (error: unknown) => ReactNode;
  children: ReactNode;
}

interface PageBoundaryState {
  error: unknown;
}

/** Keeps a failing page from taking the shell down with it. */
export class PageBoundary extends Component<PageBoundaryProps, PageBoundaryState> {
  override state: PageBoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): PageBoundaryState {
    return { error };
  }

  override componentDidCatch(error: unknown): void {
    if (!(error instanceof ChunkLoadError)) console.error(error);
  }

  override render(): ReactNode {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}
