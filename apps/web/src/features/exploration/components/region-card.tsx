import type { CSSProperties } from 'react';
import { useTranslation } from '../../../lib/use-translation.js';
import { Icon } from '../../../components/ui/icons.js';
import { useFormat } from '../../../lib/format.js';
import type { Region } from '../api/get-exploration.js';
import { progressOf, type RegionNode } from '../region-tree.js';
import { ProgressRing } from './progress-ring.js';

function AreaBar({ name, perMille }: { name: string; perMille: number }) {
  const format = useFormat();
  const style = { '--progress': `${progressOf(perMille)}%` } as CSSProperties;
  return (
    <li className="area">
      <span className="area__name">{name}</span>
      <span className="area__value tabular">{format.perMille(perMille)}</span>
      <span className="area__bar" style={style} aria-hidden="true" />
    </li>
  );
}

function RegionFacts({ region }: { region: Region }) {
  const { t } = useTranslation('exploration');
  const format = useFormat();
  const tribes = region.natan_reputation?.tribal_list ?? [];
  return (
    <>
      {region.area_exploration_list.length > 0 ? (
        <div className="region-card__block">
          <h4 className="region-card__label">{t('region.areas')}</h4>
          <ul className="region-card__areas">
            {region.area_exploration_list.map((area) => (
              <AreaBar key={area.name} name={area.name} perMille={area.exploration_percentage} />
            ))}
          </ul>
        </div>
      ) : null}
      <div className="region-card__side">
        {region.offerings.length > 0 || tribes.length > 0 ? (
          <div className="region-card__block">
            <h4 className="region-card__label">{t('region.offerings')}</h4>
            <ul className="region-card__tags">
              {[...region.offerings, ...tribes].map((item) => (
                <li key={item.name} className="tag">
                  {item.icon ? <img src={item.icon} alt="" width={20} height={20} /> : null}
                  <span>{item.name}</span>
                  <span className="tag__level tabular">
                    {t('region.level', { level: item.level })}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {region.boss_list.length > 0 ? (
          <div className="region-card__block">
            <h4 className="region-card__label">{t('region.bosses')}</h4>
            <ul className="region-card__bosses">
              {region.boss_list.map((boss) => (
                <li key={boss.name} className="boss">
                  <span className="boss__name">{boss.name}</span>
                  <span className="boss__count tabular">
                    {t('region.kills', { value: format.number(boss.kill_num) })}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </>
  );
}

interface RegionHeadProps {
  region: Region;
  level: 'main' | 'sub';
  headingId?: string;
}

function RegionHead({ region, level, headingId }: RegionHeadProps) {
  const { t } = useTranslation('exploration');
  const format = useFormat();
  const Heading = level === 'main' ? 'h3' : 'h4';
  return (
    <header className="region-card__head">
      <span className="region-card__icon" aria-hidden="true">
        {region.icon ? (
          <img src={region.icon} alt="" width={48} height={48} loading="lazy" />
        ) : (
          <Icon name="globe" />
        )}
      </span>
      <div className="region-card__title">
        <Heading className="region-card__name" id={headingId}>
          {region.name}
        </Heading>
        <ul className="region-card__chips">
          {region.type === 'Reputation' ? (
            <li className="region-chip region-chip--accent tabular">
              {t('region.renown', { level: region.level })}
            </li>
          ) : null}
          {region.seven_statue_level > 0 ? (
            <li className="region-chip tabular">
              {t('region.statue', { level: region.seven_statue_level })}
            </li>
          ) : null}
        </ul>
      </div>
      <ProgressRing
        value={progressOf(region.exploration_percentage)}
        label={format.perMille(region.exploration_percentage)}
        size={level === 'main' ? 'lg' : 'sm'}
      />
    </header>
  );
}

/** One main region: art, progress ring, renown, offerings, areas, bosses and its sub-regions. */
export function RegionCard({ node }: { node: RegionNode }) {
  const { t } = useTranslation('exploration');
  const { region, children } = node;
  const art = region.background_image || region.cover;
  const style = art ? ({ '--region-art': `url("${art}")` } as CSSProperties) : undefined;
  return (
    <article
      className={`region-card${children.length > 0 ? ' region-card--wide' : ''}`}
      aria-labelledby={`region-${region.id}`}
      style={style}
      data-region-id={region.id}
    >
      <RegionHead region={region} level="main" headingId={`region-${region.id}`} />
      <div className="region-card__body">
        <RegionFacts region={region} />
      </div>
      {children.length > 0 ? (
        <section className="region-card__children">
          <h4 className="region-card__label">{t('region.subRegions')}</h4>
          <ul className="region-card__child-list">
            {children.map((child) => (
              <li key={child.id} className="region-card__child">
                <RegionHead region={child} level="sub" />
                <div className="region-card__body region-card__body--stacked">
                  <RegionFacts region={child} />
                </div>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
