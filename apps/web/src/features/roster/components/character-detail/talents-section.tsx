import { useTranslation } from '../../../../lib/use-translation.js';
import type { DetailSkill } from '../../api/get-character-detail.js';
import { ACTIVE_SKILL, ItemIcon, useStatText } from './detail-bits.js';
import { RichText } from './rich-text.js';
import { Section } from './section.js';
import './talents-section.css';

function SkillCard({ skill }: { skill: DetailSkill }) {
  const { t } = useTranslation('character');
  const statText = useStatText();
  const levelled = skill.skill_type === ACTIVE_SKILL;
  return (
    <li className={`cd-skill${skill.is_unlock ? '' : ' cd-skill--locked'}`}>
      <div className="cd-skill__head">
        <ItemIcon src={skill.icon} size={40} className="cd-skill__icon" />
        <h5 className="cd-skill__name">{skill.name}</h5>
        {!skill.is_unlock ? (
          <span className="cd-chip">{t('talents.locked')}</span>
        ) : levelled ? (
          <span className="cd-chip cd-chip--accent tabular">
            {t('talents.level', { level: skill.level })}
          </span>
        ) : null}
      </div>
      {skill.desc ? <RichText className="cd-skill__desc" text={skill.desc} /> : null}
      {skill.skill_affix_list.length > 0 ? (
        <table className="cd-affixes">
          <caption className="visually-hidden">{skill.name}</caption>
          <thead className="visually-hidden">
            <tr>
              <th scope="col">{t('talents.affixName')}</th>
              <th scope="col">{t('talents.affixValue')}</th>
            </tr>
          </thead>
          <tbody>
            {skill.skill_affix_list.map((affix, index) => (
              <tr key={index}>
                <th scope="row">{affix.name}</th>
                <td className="tabular">{statText(affix.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </li>
  );
}

/** Combat talents with their levels and attribute tables, then the passive talents. */
export function TalentsSection({ skills }: { skills: readonly DetailSkill[] }) {
  const { t } = useTranslation('character');
  const combat = skills.filter((skill) => skill.skill_type === ACTIVE_SKILL);
  const passive = skills.filter((skill) => skill.skill_type !== ACTIVE_SKILL);
  return (
    <Section id="talents" title={t('sections.talents')}>
      {skills.length === 0 ? <p className="cd-note">{t('talents.none')}</p> : null}
      {combat.length > 0 ? (
        <>
          <h4 className="cd-subtitle">{t('talents.combat')}</h4>
          <ul className="cd-skills">
            {combat.map((skill) => (
              <SkillCard key={skill.skill_id} skill={skill} />
            ))}
          </ul>
        </>
      ) : null}
      {passive.length > 0 ? (
        <>
          <h4 className="cd-subtitle">{t('talents.passive')}</h4>
          <ul className="cd-skills cd-skills--passive">
            {passive.map((skill) => (
              <SkillCard key={skill.skill_id} skill={skill} />
            ))}
          </ul>
        </>
      ) : null}
    </Section>
  );
}
