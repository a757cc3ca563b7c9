import { useTranslation } from '../../../../lib/use-translation.js';
import { ElementGlyph } from '../../../../components/art/element-glyph.js';
import { Portrait } from '../../../../components/art/portrait.js';
import { isElement } from '../../../../lib/art.js';
import type { CharacterDetail } from '../../api/get-character-detail.js';
import { ACTIVE_SKILL, Stars, starsOf } from './detail-bits.js';
import './detail-header.css';

/** The hero of the detail view: art, name, element, rarity, level, bond, constellations, outfits. */
export function DetailHeader({ detail, titleId }: { detail: CharacterDetail; titleId: string }) {
  const { t } = useTranslation(['character', 'common']);
  const { base, costumes } = detail;
  const elementName = isElement(base.element) ? t(`common:elements.${base.element}`) : base.element;
  const tone = isElement(base.element) ? base.element.toLowerCase() : 'none';
  // The levels of the combat talents at a glance ("7 / 7 / 8"); passives have no level to show.
  const talentLevels = detail.skills
    .filter((skill) => skill.skill_type === ACTIVE_SKILL && skill.is_unlock)
    .map((skill) => skill.level)
    .join(' / ');
  return (
    <header className={`cd-header cd-header--${tone}`}>
      <Portrait
        className="cd-header__art"
        src={base.image || base.icon || undefined}
        alt={t('header.portrait', { name: base.name })}
        rarity={starsOf(base.rarity)}
        size={128}
      />
      <div className="cd-header__text">
        <h2 className="cd-header__name" id={titleId}>
          {base.name}
        </h2>
        <div className="cd-header__line">
          <span className="cd-header__element">
            <ElementGlyph element={base.element} label="" size="sm" />
            {elementName}
          </span>
          <Stars rarity={base.rarity} />
        </div>
        <ul className="cd-header__chips">
          <li className="cd-chip cd-chip--accent tabular">
            {t('header.level', { level: base.level })}
          </li>
          <li className="cd-chip tabular">{t('header.bond', { level: base.fetter })}</li>
          <li
            className="cd-chip tabular"
            aria-label={t('header.constellationLabel', { count: base.actived_constellation_num })}
          >
            {t('header.constellation', { count: base.actived_constellation_num })}
          </li>
          {talentLevels ? (
            <li className="cd-chip tabular">{t('header.talents', { levels: talentLevels })}</li>
          ) : null}
        </ul>
        {costumes.length > 0 ? (
          <div className="cd-header__costumes">
            <span className="cd-header__costumes-label">{t('header.costumes')}</span>
            <ul className="cd-header__costume-list">
              {costumes.map((costume) => (
                <li key={costume.id} className="cd-chip">
                  {costume.icon ? <img src={costume.icon} alt="" width={20} height={20} /> : null}
                  {costume.name}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </header>
  );
}
