import { useTranslation } from '../../../lib/use-translation.js';
import { ErrorState } from '../../../components/ui/error-state.js';
import { ApiError } from '../../../lib/api-client.js';
import { TcgSkeleton } from './tcg-skeleton.js';

/**
 * A failed page query. API answers (retcodes) already went to the layout's error screen through
 * the query meta; what is left here is a network failure, with a retry.
 */
export function TcgError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation(['common', 'errors']);
  if (error instanceof ApiError) return <TcgSkeleton />;
  return (
    <ErrorState
      message={t('errors:loading_failed')}
      retryLabel={t('common:actions.retry')}
      onRetry={onRetry}
    />
  );
}
