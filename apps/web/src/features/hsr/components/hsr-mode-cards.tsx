import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/use-translation.js';
import { ROUTES } from '../../../app/routes.js';
import { Link } from '../../../lib/router/components.js';
import type { CurrentRole } from '../../../lib/session.js';
import {
  HSR_MODES,
  hsrChallengeQuery,
  hsrModeQueryOptions,
  type HsrMode,
} from '../api/get-hsr-challenge.js';
import { MODE_HREF, MODE_MAX_STARS } from './hsr-season.js';

/** One mode's headline for the current season: stars out of the maximum and the furthest floor. */
function ModeCard({ role, mode }: { role: CurrentRole; mode: HsrMode }) {
  const { t } = useTranslation('hsr');
  const query = useQuery({ ...hsrModeQueryOptions(mode, hsrChallengeQuery(role, 1)) });
  const data = query.data?.data;
  let headline: string;
  if (query.isPending) headline = '…';
  // A refusal (records private) or a failure says nothing about the season: no headline then.
  else if (query.isError) headline = '-';
  else if (!data || !data.has_data) headline = t('modes.notChallenged');
  else headline = t('modes.headline', { stars: data.star_num, max: MODE_MAX_STARS[mode] });
  return (
    <li>
      <Link className={`hsr-mode-card hsr-mode-card--${mode}`} to={MODE_HREF[mode]()}>
        <span className="hsr-mode-card__name">{t(`modes.${mode}`)}</span>
        <span className="hsr-mode-card__headline tabular" data-testid={`hsr-mode-${mode}`}>
          {headline}
        </span>
        {data?.has_data ? <span className="hsr-mode-card__floor">{data.max_floor}</span> : null}
      </Link>
    </li>
  );
}

/** Links to the three endgame modes and the characters page, each with its headline. */
export function HsrModeCards({ role, characters }: { role: CurrentRole; characters: number }) {
  const { t } = useTranslation('hsr');
  return (
    <nav className="hsr-modes" aria-label={t('modes.title')}>
      <ul className="hsr-modes__list">
        {HSR_MODES.map((mode) => (
          <ModeCard key={mode} role={role} mode={mode} />
        ))}
        <li>
          <Link
            className="hsr-mode-card hsr-mode-card--characters"
            to={ROUTES.hsrCharacters.href()}
          >
            <span className="hsr-mode-card__name">{t('modes.characters')}</span>
            <span className="hsr-mode-card__headline tabular">
              {t('modes.charactersCount', { count: characters })}
            </span>
          </Link>
        </li>
      </ul>
    </nav>
  );
}
