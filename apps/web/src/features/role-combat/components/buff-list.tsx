import { useId } from 'react';
import { useTranslation } from '../../../lib/use-translation.js';
import { Icon } from '../../../components/ui/icons.js';
import type { StageBuff } from '../api/get-role-combat.js';

export interface BuffListProps {
  title: string;
  buffs: readonly StageBuff[];
  /**
   * Whether a buff's detail is expanded, and how to toggle it (client state of
   * docs/reference/web-app.md#client-state).
   */
  isExpanded: (buff: StageBuff) => boolean;
  onToggle: (buff: StageBuff) => void;
  tone: 'cache' | 'boom';
}

/** Cards or booms of an act; each one's effect expands and collapses under its name. */
export function BuffList({ title, buffs, isExpanded, onToggle, tone }: BuffListProps) {
  const { t } = useTranslation('roleCombat');
  const baseId = useId();
  if (buffs.length === 0) return null;
  return (
    <div className={`stage-buffs stage-buffs--${tone}`}>
      <h4 className="stage-buffs__title">{title}</h4>
      <ul className="stage-buffs__list">
        {buffs.map((buff, i) => {
          const open = isExpanded(buff);
          const detailId = `${baseId}-${i}`;
          return (
            <li key={`${buff.id}-${i}`} className={`stage-buff${open ? ' stage-buff--open' : ''}`}>
              <button
                type="button"
                className="stage-buff__head"
                aria-expanded={open}
                aria-controls={detailId}
                aria-label={
                  open
                    ? t('acts.hideDetail', { name: buff.name })
                    : t('acts.showDetail', { name: buff.name })
                }
                onClick={() => onToggle(buff)}
              >
                {buff.icon ? (
                  <img
                    className="stage-buff__icon"
                    src={buff.icon}
                    alt=""
                    width={28}
                    height={28}
                    loading="lazy"
                  />
                ) : (
                  <span className="stage-buff__icon" aria-hidden="true" />
                )}
                <span className="stage-buff__name">{buff.name}</span>
                {buff.is_enhanced ? (
                  <span className="stage-buff__enhanced" title={t('acts.enhanced')}>
                    <Icon name="sparkle" />
                    <span className="visually-hidden">{t('acts.enhanced')}</span>
                  </span>
                ) : null}
                <Icon name="chevronDown" className="stage-buff__chevron" />
              </button>
              <p className="stage-buff__desc" id={detailId} hidden={!open}>
                {buff.desc}
              </p>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
