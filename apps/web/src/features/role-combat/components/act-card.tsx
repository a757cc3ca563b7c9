import { formatDateTime, wallClockFromUnix } from '@chronicle/contract';
import { useId } from 'react';
import { useTranslation } from '../../../lib/use-translation.js';
import { Portrait } from '../../../components/art/portrait.js';
import { Button } from '../../../components/ui/button.js';
import { Icon } from '../../../components/ui/icons.js';
import type { StageAct, StageAvatar, StageBuff } from '../api/get-role-combat.js';
import { BuffList } from './buff-list.js';

const TYPE_KEY = { 1: 'acts.own', 2: 'acts.trial', 3: 'acts.support' } as const;

function CastMember({ avatar }: { avatar: StageAvatar }) {
  const { t } = useTranslation('roleCombat');
  const type = avatar.avatar_type as 1 | 2 | 3;
  return (
    <li className="stage-cast__member">
      <Portrait
        src={avatar.image}
        alt={t('acts.memberNamed', { name: avatar.name, level: avatar.level })}
        rarity={avatar.rarity}
        size={60}
      />
      {type !== 1 ? (
        <span className={`stage-cast__type stage-cast__type--${type}`}>{t(TYPE_KEY[type])}</span>
      ) : null}
      <span className="stage-cast__name" aria-hidden="true">
        {avatar.name}
      </span>
    </li>
  );
}

/** A row of cast portraits (an act's team, or the season's backup cast). */
export function CastList({ avatars }: { avatars: readonly StageAvatar[] }) {
  return (
    <ul className="stage-cast">
      {avatars.map((avatar) => (
        <CastMember key={`${avatar.avatar_id}-${avatar.avatar_type}`} avatar={avatar} />
      ))}
    </ul>
  );
}

export interface ActCardProps {
  act: StageAct;
  /** Position in the season's list (share index). */
  index: number;
  highlighted: boolean;
  isExpanded: (buff: StageBuff, kind: 'cache' | 'boom') => boolean;
  onToggle: (buff: StageBuff, kind: 'cache' | 'boom') => void;
  /** Absent on visitor-free views that cannot share (e.g. the fortune cards page). */
  onShare?: (act: StageAct, index: number) => void;
}

/** One act: medal, finish time, cast, opponents, mystery caches, wondrous booms and splendour. */
export function ActCard({ act, index, highlighted, isExpanded, onToggle, onShare }: ActCardProps) {
  const { t } = useTranslation('roleCombat');
  const titleId = useId();
  const title = act.is_tarot
    ? t('acts.fortune', { no: act.tarot_serial_no })
    : t('acts.act', { act: act.round_id });
  const time = formatDateTime(act.finish_date_time ?? wallClockFromUnix(act.finish_time));
  return (
    <article
      className={`stage-act${highlighted ? ' stage-act--highlight' : ''}${act.is_tarot ? ' stage-act--tarot' : ''}`}
      aria-labelledby={titleId}
      id={act.is_tarot ? `stage-tarot-${act.tarot_serial_no}` : `stage-act-${act.round_id}`}
      data-testid="stage-act"
    >
      <header className="stage-act__head">
        <span className="stage-act__number" aria-hidden="true">
          {act.is_tarot ? '✦' : act.round_id}
        </span>
        <div className="stage-act__heading">
          <h3 className="stage-act__title" id={titleId}>
            {title}
          </h3>
          <time className="stage-act__time">{t('acts.finished', { time })}</time>
        </div>
        <span className={`stage-act__medal${act.is_get_medal ? ' stage-act__medal--got' : ''}`}>
          <Icon name={act.is_get_medal ? 'star' : 'close'} />
          {act.is_get_medal ? t('acts.medal') : t('acts.noMedal')}
        </span>
        {onShare ? (
          <Button
            variant="ghost"
            size="sm"
            icon="swap"
            className="stage-act__share"
            aria-label={t('acts.shareLabel', { act: act.round_id })}
            onClick={() => onShare(act, index)}
          >
            {t('acts.share')}
          </Button>
        ) : null}
      </header>
      <div className="stage-act__body">
        <div className="stage-act__cast">
          <h4 className="stage-act__label">{t('acts.team')}</h4>
          <CastList avatars={act.avatars} />
          {act.enemies.length > 0 ? (
            <div className="stage-foes">
              <h4 className="stage-act__label">{t('acts.opponents')}</h4>
              <ul className="stage-foes__list">
                {act.enemies.map((enemy, i) => (
                  <li key={`${enemy.name}-${i}`} className="stage-foe">
                    {enemy.icon ? (
                      <img
                        className="stage-foe__icon"
                        src={enemy.icon}
                        alt=""
                        width={24}
                        height={24}
                        loading="lazy"
                      />
                    ) : null}
                    <span className="stage-foe__name">{enemy.name}</span>
                    <span className="stage-foe__level">
                      {t('acts.level', { level: enemy.level })}
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
        <div className="stage-act__effects">
          <BuffList
            tone="cache"
            title={t('acts.caches')}
            buffs={act.choice_cards}
            isExpanded={(b) => isExpanded(b, 'cache')}
            onToggle={(b) => onToggle(b, 'cache')}
          />
          <BuffList
            tone="boom"
            title={t('acts.booms')}
            buffs={act.buffs}
            isExpanded={(b) => isExpanded(b, 'boom')}
            onToggle={(b) => onToggle(b, 'boom')}
          />
          {act.splendour_buff ? (
            <p className="stage-act__splendour">
              <Icon name="sparkle" />
              <span>{t('acts.splendour')}</span>
              <strong>
                {t('acts.splendourLevel', { level: act.splendour_buff.summary.total_level })}
              </strong>
              {act.splendour_buff.buffs[0] ? <span>{act.splendour_buff.buffs[0].name}</span> : null}
            </p>
          ) : null}
        </div>
      </div>
    </article>
  );
}
