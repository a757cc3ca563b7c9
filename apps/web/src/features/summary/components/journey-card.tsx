import { useTranslation } from '../../../lib/use-translation.js';
import { Portrait } from '../../../components/art/portrait.js';
import { ElementGlyph } from '../../../components/art/element-glyph.js';
import { isElement } from '../../../lib/art.js';
import { useFormat } from '../../../lib/format.js';
import type { CurrentRole } from '../../../lib/session.js';
import type { SummaryAbyss, SummaryIndex } from '../api/get-summary.js';
import { averageExplorationPerMille, topCharacters, totalChests } from '../summary-facts.js';

export interface JourneyCardProps {
  role: CurrentRole;
  data: SummaryIndex;
  /** The spire's current period, when the server had one to give. */
  abyss: SummaryAbyss | undefined;
}

function Fact({ label, value, extra }: { label: string; value: string; extra?: string }) {
  return (
    <div className="journey-fact">
      <dt className="journey-fact__label">{label}</dt>
      <dd className="journey-fact__value tabular">
        {value}
        {extra ? <span className="journey-fact__extra">{extra}</span> : null}
      </dd>
    </div>
  );
}

/** The one-glance story of a role: who, how long, how far, and with whom. */
export function JourneyCard({ role, data, abyss }: JourneyCardProps) {
  const { t } = useTranslation(['summary', 'common']);
  const format = useFormat();
  const stats = data.stats;
  const nickname = data.role.nickname || role.nickname;
  const level = data.role.level || role.level;
  const headIcon = data.role.game_head_icon || role.game_head_icon;
  // '0-0' is the deepest floor of a period the role has not tried: no stars to show.
  const tried = abyss?.is_unlock && abyss.max_floor !== '' && abyss.max_floor !== '0-0';
  const stars = tried ? abyss.total_star : undefined;
  const top = topCharacters(data.avatars);
  return (
    <article className="journey" aria-labelledby="journey-name">
      <header className="journey__hero">
        <p className="journey__kicker">{t('kicker')}</p>
        <Portrait
          className="journey__head"
          src={headIcon || undefined}
          alt={t('common:account.headIcon', { name: nickname })}
          size={88}
        />
        <h1 className="journey__name" id="journey-name">
          {nickname}
        </h1>
        <ul className="journey__chips">
          <li className="journey-chip journey-chip--accent tabular">
            {t('common:account.level', { level })}
          </li>
          <li className="journey-chip">{role.region_name}</li>
          <li className="journey-chip tabular">
            {t('common:account.uid', { uid: role.game_uid })}
          </li>
        </ul>
      </header>

      <section className="journey__days" aria-labelledby="journey-days-label">
        <span className="journey__days-value tabular">
          {format.number(stats?.active_day_number)}
        </span>
        <span className="journey__days-label" id="journey-days-label">
          {t('daysActive')}
        </span>
      </section>

      <dl className="journey__facts">
        <Fact label={t('achievements')} value={format.number(stats?.achievement_number)} />
        <Fact label={t('characters')} value={format.number(stats?.avatar_number)} />
        <Fact label={t('maxBond')} value={format.number(stats?.full_fetter_avatar_num)} />
        <Fact
          label={t('spire')}
          value={format.text(stats?.spiral_abyss)}
          extra={stars === undefined ? undefined : t('stars', { value: format.number(stars) })}
        />
        <Fact
          label={t('exploration')}
          value={format.perMille(averageExplorationPerMille(data.world_explorations))}
        />
        <Fact label={t('chests')} value={format.number(totalChests(stats))} />
      </dl>

      {top.length > 0 ? (
        <section className="journey__team" aria-labelledby="journey-team-title">
          <h2 className="journey__section-title" id="journey-team-title">
            {t('topCharacters')}
          </h2>
          <ul className="journey__team-list">
            {top.map((avatar) => (
              <li key={avatar.id} className="journey-member">
                <span className="journey-member__art">
                  <Portrait
                    src={avatar.image || undefined}
                    alt=""
                    rarity={avatar.rarity}
                    size={72}
                  />
                  <span className="journey-member__element">
                    <ElementGlyph
                      element={avatar.element}
                      label={
                        isElement(avatar.element)
                          ? t(`common:elements.${avatar.element}`)
                          : avatar.element
                      }
                      size="sm"
                    />
                  </span>
                </span>
                <span className="journey-member__name">{avatar.name}</span>
                <span className="journey-member__level tabular">
                  {t('common:account.level', { level: avatar.level })}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
