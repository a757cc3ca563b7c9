import { SYNC_ERROR_REASONS, type SyncError, type SyncErrorReason } from '@chronicle/contract';
import { useTranslation } from '../../../../lib/use-translation.js';
import { Icon } from '../../../../components/ui/icons.js';
import { isoTime, syncTime } from '../time.js';

function isReason(value: string): value is SyncErrorReason {
  return (SYNC_ERROR_REASONS as readonly string[]).includes(value);
}

/**
 * The last error of a link in plain words (by its reason), with the technical details (retcode,
 * endpoint, field, the upstream's own message) folded away for the curious.
 */
export function LinkProblem({
  error,
  upstream,
  serious,
}: {
  error: SyncError;
  upstream: string;
  /** Nothing synced (or the login is gone): red; else amber. */
  serious: boolean;
}) {
  const { t } = useTranslation('links');
  const reason = isReason(error.reason) ? error.reason : 'other';
  const at = syncTime(error.at);
  const details: [label: string, value: string][] = [];
  if (error.retcode !== null) details.push([t('problem.retcode'), String(error.retcode)]);
  if (error.endpoint) details.push([t('problem.endpoint'), error.endpoint]);
  if (error.path) details.push([t('problem.path'), error.path]);
  if (error.message) details.push([t('problem.message'), error.message]);

  return (
    <div className={`link-problem${serious ? '' : ' link-problem--warn'}`}>
      <p className="link-problem__text">
        <Icon name="alert" className="link-problem__icon" />
        <span>
          <span className="visually-hidden">{t('problem.title')}: </span>
          {t(`problem.reasons.${reason}`, { upstream })}
        </span>
      </p>
      {details.length > 0 || at ? (
        <details className="link-problem__details">
          <summary>{t('problem.details')}</summary>
          <dl>
            {details.map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>
                  <code>{value}</code>
                </dd>
              </div>
            ))}
            {at ? (
              <div>
                <dt>{t('problem.at')}</dt>
                <dd>
                  <time dateTime={isoTime(error.at)}>{at}</time>
                </dd>
              </div>
            ) : null}
          </dl>
        </details>
      ) : null}
    </div>
  );
}
