import { useTranslation } from '../../../../lib/use-translation.js';
import type { DetailConstellation } from '../../api/get-character-detail.js';
import { ItemIcon } from './detail-bits.js';
import { RichText } from './rich-text.js';
import { Section } from './section.js';
import './constellations-section.css';

/**
 * The six constellation nodes, active or locked. Some characters (ids 10000117/10000118) have
 * none at all: the server sends an empty list and the section says so instead of six blanks.
 */
export function ConstellationsSection({
  constellations,
}: {
  constellations: readonly DetailConstellation[];
}) {
  const { t } = useTranslation('character');
  const nodes = [...constellations].sort((a, b) => a.pos - b.pos);
  const active = nodes.filter((node) => node.is_actived).length;
  return (
    <Section
      id="constellations"
      title={t('sections.constellations')}
      aside={
        nodes.length > 0 ? (
          <span className="tabular">
            {t('constellations.progress', { active, total: nodes.length })}
          </span>
        ) : null
      }
    >
      {nodes.length === 0 ? (
        <p className="cd-note cd-note--boxed">{t('constellations.none')}</p>
      ) : (
        <ol className="cd-cons">
          {nodes.map((node) => (
            <li
              key={node.id}
              className={`cd-con${node.is_actived ? ' cd-con--active' : ' cd-con--locked'}`}
            >
              <ItemIcon src={node.icon} size={44} className="cd-con__icon" />
              <div className="cd-con__text">
                <div className="cd-con__head">
                  <span className="cd-con__pos tabular">
                    {t('constellations.node', { pos: node.pos })}
                  </span>
                  <h4 className="cd-con__name">{node.name}</h4>
                  <span className="cd-con__status">
                    {node.is_actived ? t('constellations.active') : t('constellations.locked')}
                  </span>
                </div>
                <RichText className="cd-con__effect" text={node.effect} />
              </div>
            </li>
          ))}
        </ol>
      )}
    </Section>
  );
}
