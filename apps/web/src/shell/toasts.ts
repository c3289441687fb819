import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';

export interface ToastContent {
  title: string;
  description?: string;
  tone?: 'info' | 'success' | 'danger';
}

/** Every toast of the app goes through this queue; the toast region shows them. */
export const toasts = new ToastQueue<ToastContent>({ maxVisibleToasts: 3 });

/** Shows a toast for five seconds (screen readers announce it). */
export function showToast(content: ToastContent): void {
  toasts.add(content, { timeout: 5000 });
}
