import { useTranslation } from '../lib/use-translation.js';
import { ErrorState } from '../components/ui/error-state.js';
import { ApiError } from '../lib/api-client.js';
import { gameArtUrl } from '../lib/art.js';
import { useCurrentGame } from '../lib/game.js';
import { useDescribeError } from './error-message.js';

export interface QueryErrorStateProps {
  /** The failed query's error: an API refusal (retcode) or a network failure. */
  error: unknown;
  onRetry: () => void;
  /** Leave out the game's error illustration (pages that are not about a role's records). */
  plain?: boolean;
}

/**
 * A record page's failed query inside the page (docs/reference/web-app.md#errors): the retcode's
 * message and tip, the game's error image for an API refusal, and a retry, so the page's own
 * controls stay usable.
 */
export function QueryErrorState({ error, onRetry, plain = false }: QueryErrorStateProps) {
  const { t } = useTranslation('common');
  const describeError = useDescribeError();
  const game = useCurrentGame();
  const { message, tip } = describeError(error);
  const image = !plain && error instanceof ApiError ? gameArtUrl(game.art.errorImage) : undefined;
  return (
    <ErrorState
      message={message}
      tip={tip}
      imageSrc={image}
      retryLabel={t('actions.retry')}
      onRetry={onRetry}
    />
  );
}
