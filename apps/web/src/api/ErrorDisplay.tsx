import { errorText, statusLine, type ErrorTextInput } from '@havkart/domain';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useOnline } from '../network/network.store.js';
import { errorTextInput, isApiError } from './api-error.js';

/** An error as words in the user's language. */
export interface DescribedError {
  readonly headline: string;
  /** Absent when there is nothing more to say than the headline. */
  readonly description?: string;
}

/**
 * Headline and description of an error by the spec's precedence (spec 02 §8), in the
 * language of `t`. Toasts and inline messages use this too.
 */
export function describeError(t: TFunction, input: ErrorTextInput): DescribedError {
  const { headline, description } = errorText(input);
  const headlineText = headline.kind === 'text' ? headline.text : t('errors.somethingWentWrong');
  switch (description.kind) {
    case 'offline':
      return { headline: headlineText, description: t('errors.offline') };
    case 'text':
      return { headline: headlineText, description: description.text };
    case 'bwErrorCode':
      return { headline: headlineText, description: t(`errors.bwErrorCode.${description.code}`) };
    case 'status':
      return {
        headline: headlineText,
        description: statusLine(description.status, description.title),
      };
    case 'none':
      return { headline: headlineText };
  }
}

export interface ErrorDisplayProps {
  /** What was thrown: an `ApiError` gives the server's status, title and code. */
  readonly error?: unknown;
  /** A headline of the caller's; 'Something went wrong' otherwise. */
  readonly headline?: string;
  /** A description of the caller's; wins over what the error says (not over offline). */
  readonly description?: string;
  /**
   * Whether the app is offline (the description then says so, whatever the error); by
   * default the app's own network state (spec 01 §4), so no caller can forget it.
   */
  readonly offline?: boolean;
  readonly className?: string;
}

/**
 * The spec's error display: a headline and a description, announced to screen readers, and
 * the server's trace id (when it gave one) so a user can quote it.
 */
export function ErrorDisplay({
  error,
  headline,
  description,
  offline,
  className,
}: ErrorDisplayProps) {
  const { t } = useTranslation();
  const online = useOnline();
  const described = describeError(
    t,
    errorTextInput(error, { offline: offline ?? !online, headline, description }),
  );
  const traceId = isApiError(error) ? error.traceId : undefined;
  return (
    <div role="alert" className={['error-display', className].filter(Boolean).join(' ')}>
      <p className="error-display__headline">
        <strong>{described.headline}</strong>
      </p>
      {described.description !== undefined && (
        <p className="error-display__description">{described.description}</p>
      )}
      {traceId !== undefined && (
        <p className="error-display__reference">{t('errors.reference', { traceId })}</p>
      )}
    </div>
  );
}
