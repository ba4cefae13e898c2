import i18next from 'i18next';
import { Component as ReactComponent, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { PageLoading } from '../components/page-loading';
import { useDocumentTitle } from '../hooks/use-document-title';
import { isReloadingForChunk } from '../pwa/chunk-reload';

interface ShownError {
  status: number;
  message: string;
}

/** SPEC §8: the message or 'Error', and the status (default 500). */
export function describeRouteError(error: unknown): ShownError {
  if (isRouteErrorResponse(error)) {
    const message = typeof error.data === 'string' ? error.data : error.statusText;
    return { status: error.status, message: message || 'Error' };
  }
  if (error instanceof Error) {
    const status = 'status' in error && typeof error.status === 'number' ? error.status : 500;
    return { status, message: error.message || 'Error' };
  }
  return { status: 500, message: 'Error' };
}

/** The error as a page shows it; a page may show it itself, e.g. for an API 404, without throwing. */
export function RouteErrorView({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const { status, message } = describeRouteError(error);
  const notFound = status === 404;
  const heading = notFound ? t('errors.page_not_found') : message;
  useDocumentTitle(notFound ? t('errors.page_not_found') : t('errors.status', { status }));
  return (
    <div className="container py-5 text-center" role="alert" data-status={status}>
      <p className="display-4 fw-bold text-primary mb-2">{status}</p>
      <h1 className="h3 mb-4">{heading}</h1>
      {notFound && (
        <Link className="btn btn-primary" to="/">
          {t('errors.back_home')}
        </Link>
      )}
    </div>
  );
}

interface GuardState {
  failure?: Error;
}

/** Translated when the catalogue works; this fallback must show even when it does not. */
function plainText(key: string, english: string): string {
  try {
    return i18next.isInitialized ? i18next.t(key, { defaultValue: english }) : english;
  } catch {
    return english;
  }
}

/** If showing the error itself fails, fall back to plain markup that needs nothing else to work. */
class ErrorPageGuard extends ReactComponent<{ children: ReactNode }, GuardState> {
  override state: GuardState = {};

  static getDerivedStateFromError(failure: Error): GuardState {
    return { failure };
  }

  override componentDidCatch(failure: Error, info: ErrorInfo) {
    console.error('The error page failed', failure, info.componentStack);
  }

  override render() {
    const { failure } = this.state;
    if (!failure) return this.props.children;
    return (
      <div className="container py-5" role="alert">
        <h1 className="h3">
          {plainText('errors.error_page_failed', 'An error occurred while showing the error page')}
        </h1>
        <pre className="small text-body-secondary text-wrap">{failure.message}</pre>
        <a className="btn btn-primary" href="/">
          {plainText('errors.back_home', 'Back to the home page')}
        </a>
      </div>
    );
  }
}

export function ErrorPage() {
  const error = useRouteError();
  // A page's code failed to load and the page is reloading for the new build (SPEC §8): no error to show.
  if (isReloadingForChunk()) return <PageLoading />;
  return (
    <ErrorPageGuard>
      <RouteErrorView error={error} />
    </ErrorPageGuard>
  );
}
