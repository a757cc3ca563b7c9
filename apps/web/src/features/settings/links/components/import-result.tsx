import { IMPORT_SKIP_REASONS, gameById, type ImportSkipReason } from '@chronicle/contract';
import { useTranslation } from '../../../../lib/use-translation.js';
import { Icon } from '../../../../components/ui/icons.js';
import { useFormat } from '../../../../lib/format.js';
import type { ImportSummary } from '../api/import-file.js';
import type { ImportEntry } from '../use-file-import.js';

function isSkipReason(value: string): value is ImportSkipReason {
  return (IMPORT_SKIP_REASONS as readonly string[]).includes(value);
}

/** What one import did: answers and records stored, the roles it touched, and what was left out. */
function SummaryView({ summary }: { summary: ImportSummary }) {
  const { t } = useTranslation(['links', 'games']);
  const format = useFormat();
  return (
    <div className="import-summary">
      <dl className="import-summary__counts">
        <div>
          <dt>{t('import.summary.imported')}</dt>
          <dd className="tabular">
            {t('import.summary.importedValue', {
              imported: format.number(summary.imported),
              entries: format.number(summary.entries),
            })}
          </dd>
        </div>
        <div>
          <dt>{t('import.summary.snapshots')}</dt>
          <dd className="tabular">{format.number(summary.snapshots)}</dd>
        </div>
      </dl>
      {summary.imported === 0 ? (
        <p className="import-summary__nothing">{t('import.summary.nothing')}</p>
      ) : null}
      {summary.roles.length > 0 ? (
        <div className="import-summary__block">
          <h4 className="import-summary__title">{t('import.summary.roles')}</h4>
          <ul className="import-summary__roles">
            {summary.roles.map((role) => {
              const game = gameById(role.game_id);
              return (
                <li key={`${role.game_id}:${role.game_role_id}`}>
                  <span className="import-summary__role">
                    {role.nickname || role.game_role_id}
                    <span className="import-summary__game">
                      {game ? t(`games:${game.key}.title`) : null} · {role.game_role_id}
                    </span>
                  </span>
                  <span className={`import-tag${role.created ? ' import-tag--new' : ''}`}>
                    {role.created ? t('import.summary.created') : t('import.summary.updated')}
                  </span>
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
      {summary.skipped.length > 0 ? (
        <div className="import-summary__block">
          <h4 className="import-summary__title">{t('import.summary.skipped')}</h4>
          <ul className="import-summary__skipped">
            {summary.skipped.map((skip) => (
              <li key={skip.reason}>
                <span className="import-summary__reason">
                  {t(`import.skip.${isSkipReason(skip.reason) ? skip.reason : 'other'}`)}
                  {skip.examples.length > 0 ? (
                    <span className="import-summary__examples">{skip.examples.join(' · ')}</span>
                  ) : null}
                </span>
                <span className="import-summary__count tabular">{format.number(skip.count)}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

const STATE_ICONS = { done: 'check', failed: 'alert' } as const;

/** One file of the import list: its name, how far it got, then its summary or why it failed. */
export function ImportResult({ entry }: { entry: ImportEntry }) {
  const { t } = useTranslation('links');
  const icon = entry.state === 'done' || entry.state === 'failed' ? STATE_ICONS[entry.state] : null;
  return (
    <li
      className={`import-result import-result--${entry.state}`}
      aria-busy={entry.state === 'importing' || undefined}
    >
      <div className="import-result__head">
        <span className="import-result__name">{entry.name}</span>
        <span className={`import-result__state import-result__state--${entry.state}`}>
          {icon ? (
            <Icon name={icon} />
          ) : (
            <span className="import-result__spinner" aria-hidden="true" />
          )}
          {t(`import.state.${entry.state}`)}
        </span>
      </div>
      {entry.summary ? (
        <>
          <p className="import-result__format">{t(`import.format.${entry.summary.format}`)}</p>
          <SummaryView summary={entry.summary} />
        </>
      ) : null}
      {entry.error ? (
        <p className="import-result__error">
          <Icon name="alert" />
          <span>{entry.error}</span>
        </p>
      ) : null}
    </li>
  );
}
