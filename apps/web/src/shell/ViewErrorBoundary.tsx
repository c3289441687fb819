import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

function ViewFailed() {
  const { t } = useTranslation();
  return (
    <p role="alert" className="danger">
      {t('shell.viewFailed')}
    </p>
  );
}

/** A view that throws (or whose code fails to load) fails alone; the map and panels stay. */
export class ViewErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('Details view failed', error);
  }

  override render(): ReactNode {
    return this.state.failed ? <ViewFailed /> : this.props.children;
  }
}
