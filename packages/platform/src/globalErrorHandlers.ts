import { reportError } from './errorBus';

/** Reports uncaught errors and unhandled promise rejections; returns the uninstall function. */
export function installGlobalErrorHandlers(target: Window = window): () => void {
  const onError = (event: ErrorEvent) => {
    // Browsers report ResizeObserver loop notices as error events without an error; they are harmless.
    if (!event.error && event.message.includes('ResizeObserver loop')) return;
    reportError(event.error ?? new Error(event.message));
  };
  const onRejection = (event: PromiseRejectionEvent) => reportError(event.reason);

  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
