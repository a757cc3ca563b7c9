import { useTranslation } from '../../../lib/use-translation.js';
import { useFormat } from '../../../lib/format.js';
import type { HsrAvatarInfo, HsrDetailAvatar, HsrRelic } from '../api/get-hsr-avatar-info.js';
import { pathKey, slotKey } from '../hsr-format.js';
import { HsrAvatar } from './hsr-avatar.js';

type PropertyInfo = HsrAvatarInfo['property_info'];

/** A stat's name as the server names it in the request language, its type number otherwise. */
function propName(info: PropertyInfo, type: number, relic = false): string {
  const entry = info[String(type)];
  if (!entry) return `#${type}`;
  return (relic ? entry.property_name_relic : entry.property_name_filter) || entry.name;
}

function RelicRow({ relic, info }: { relic: HsrRelic; info: PropertyInfo }) {
  const { t } = useTranslation('hsr');
  return (
    <li className="hsr-relic" data-testid="hsr-relic">
      <img
        className="hsr-relic__icon"
        src={relic.icon}
        alt=""
        width={44}
        height={44}
        loading="lazy"
      />
      <div className="hsr-relic__text">
        <p className="hsr-relic__slot">
          {t(`slots.${slotKey(relic.pos)}`)} · <span className="tabular">+{relic.level}</span>
        </p>
        <p className="hsr-relic__name">{relic.name}</p>
        <p className="hsr-relic__main">
          {propName(info, relic.main_property.property_type, true)}{' '}
          <strong className="tabular">{relic.main_property.value}</strong>
        </p>
        <ul className="hsr-relic__subs">
          {relic.properties.map((p) => (
            <li key={p.property_type}>
              <span className="hsr-relic__sub-name">{propName(info, p.property_type, true)}</span>
              <span className="hsr-relic__sub-value tabular">{p.value}</span>
              {p.times > 1 ? (
                <span className="hsr-relic__rolls">
                  <span aria-hidden="true">{'·'.repeat(p.times)}</span>
                  <span className="visually-hidden">{t('detail.rolls', { count: p.times })}</span>
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}

/** The traces the player levels: the main skills with their levels, then bonus abilities taken. */
function Traces({ avatar }: { avatar: HsrDetailAvatar }) {
  const { t } = useTranslation('hsr');
  const main = avatar.skills.filter((s) => s.point_type === 2);
  const bonus = avatar.skills.filter((s) => s.point_type === 3);
  const statNodes = avatar.skills.filter((s) => s.point_type === 1);
  return (
    <section className="hsr-detail__section" aria-labelledby="hsr-traces">
      <h3 id="hsr-traces">{t('detail.traces')}</h3>
      <ul className="hsr-traces">
        {main.map((skill) => (
          <li key={skill.point_id} className="hsr-trace">
            <span className="hsr-trace__label">{skill.remake}</span>
            <span className="hsr-trace__level tabular">
              {t('avatar.level', { level: skill.level })}
            </span>
          </li>
        ))}
      </ul>
      <p className="hsr-muted">
        {t('detail.traceNodes', {
          bonus: bonus.filter((s) => s.is_activated).length,
          bonusMax: bonus.length,
          stats: statNodes.filter((s) => s.is_activated).length,
          statsMax: statNodes.length,
        })}
      </p>
    </section>
  );
}

/** Everything about one character: Lens, stats, Resonance, traces, relics and ornaments. */
export function HsrCharacterDetail({
  avatar,
  info,
}: {
  avatar: HsrDetailAvatar;
  info: PropertyInfo;
}) {
  const { t } = useTranslation('hsr');
  const format = useFormat();
  const path = pathKey(avatar.base_type);
  return (
    <div className="hsr-detail" data-testid="hsr-detail">
      <div className="hsr-detail__hero">
        <HsrAvatar
          icon={avatar.icon}
          rarity={avatar.rarity}
          element={avatar.element}
          level={avatar.level}
          rank={avatar.rank}
          name={avatar.name}
          size="lg"
        />
        <div>
          <p className="hsr-detail__tags">
            <span className={`hsr-tag hsr-el-text--${avatar.element}`}>
              {t(`elements.${avatar.element}`)}
            </span>
            {path ? <span className="hsr-tag">{t(`paths.${path}`)}</span> : null}
            <span className="hsr-tag tabular">{t('avatar.resonance', { rank: avatar.rank })}</span>
          </p>
          {avatar.equip ? (
            <p className="hsr-detail__lens">
              <span className="hsr-detail__lens-label">{t('detail.lens')}</span>{' '}
              <strong>{avatar.equip.name}</strong>{' '}
              <span className="tabular">
                {t('avatar.level', { level: avatar.equip.level })} ·{' '}
                {t('detail.attunement', { rank: avatar.equip.rank })}
              </span>
            </p>
          ) : (
            <p className="hsr-muted">{t('showcase.noLens')}</p>
          )}
        </div>
      </div>
      <section className="hsr-detail__section" aria-labelledby="hsr-props">
        <h3 id="hsr-props">{t('detail.properties')}</h3>
        <dl className="hsr-props">
          {avatar.properties.map((p) => (
            <div key={p.property_type} className="hsr-prop">
              <dt>{propName(info, p.property_type)}</dt>
              <dd className="tabular">{p.final}</dd>
            </div>
          ))}
        </dl>
      </section>
      <Traces avatar={avatar} />
      <section className="hsr-detail__section" aria-labelledby="hsr-relics">
        <h3 id="hsr-relics">{t('detail.relics')}</h3>
        {avatar.relics.length === 0 ? <p className="hsr-muted">{t('detail.none')}</p> : null}
        <ul className="hsr-relics">
          {avatar.relics.map((relic) => (
            <RelicRow key={relic.pos} relic={relic} info={info} />
          ))}
        </ul>
      </section>
      <section className="hsr-detail__section" aria-labelledby="hsr-ornaments">
        <h3 id="hsr-ornaments">{t('detail.ornaments')}</h3>
        {avatar.ornaments.length === 0 ? <p className="hsr-muted">{t('detail.none')}</p> : null}
        <ul className="hsr-relics">
          {avatar.ornaments.map((relic) => (
            <RelicRow key={relic.pos} relic={relic} info={info} />
          ))}
        </ul>
      </section>
      <section className="hsr-detail__section" aria-labelledby="hsr-ranks">
        <h3 id="hsr-ranks">
          {t('detail.resonance')}{' '}
          <span className="tabular hsr-muted">
            {format.number(avatar.rank)}/{format.number(6)}
          </span>
        </h3>
        <ol className="hsr-ranks">
          {avatar.ranks.map((rank) => (
            <li key={rank.id} className={rank.is_unlocked ? 'hsr-rank hsr-rank--on' : 'hsr-rank'}>
              <span className="hsr-rank__pos tabular">{rank.pos}</span>
              <span>{rank.name}</span>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
