import { useTranslation } from '../../../lib/use-translation.js';
import { useFormat } from '../../../lib/format.js';
import { HsrAvatar } from './hsr-avatar.js';
import type { FloorView, NodeView } from './hsr-season.js';
import { HsrStars } from './hsr-stars.js';

function Team({ node, index }: { node: NodeView; index: number }) {
  const { t } = useTranslation('hsr');
  const format = useFormat();
  return (
    <div className="hsr-team">
      <p className="hsr-team__head">
        <span className="hsr-team__name">{t('floor.team', { n: index + 1 })}</span>
        {node.score === null ? null : (
          <span className="hsr-team__score tabular">
            {t('floor.score', { score: format.number(node.score) })}
          </span>
        )}
        {node.bossDefeated === null ? null : (
          <span className={`hsr-tag${node.bossDefeated ? ' hsr-tag--good' : ''}`}>
            {node.bossDefeated ? t('floor.defeated') : t('floor.standing')}
          </span>
        )}
      </p>
      {node.avatars.length === 0 ? (
        <p className="hsr-muted">{t('floor.noTeam')}</p>
      ) : (
        <ul className="hsr-team__avatars">
          {node.avatars.map((avatar) => (
            <li key={avatar.id}>
              <HsrAvatar
                icon={avatar.icon}
                rarity={avatar.rarity}
                element={avatar.element}
                level={avatar.level}
                rank={avatar.rank}
                size="sm"
              />
            </li>
          ))}
        </ul>
      )}
      {node.buff ? (
        <p className="hsr-team__buff" title={node.buff.desc}>
          <span className="hsr-team__buff-label">{t('floor.buff')}</span> {node.buff.name}
        </p>
      ) : null}
    </div>
  );
}

/** One floor: its name, stars, cycles or score, and both teams. */
export function HsrFloor({ floor }: { floor: FloorView }) {
  const { t } = useTranslation('hsr');
  const format = useFormat();
  const titleId = `hsr-floor-${floor.id}`;
  return (
    <article className="hsr-floor" aria-labelledby={titleId} data-testid="hsr-floor">
      <header className="hsr-floor__head">
        <h3 className="hsr-floor__name" id={titleId}>
          {floor.name}
        </h3>
        <HsrStars value={floor.stars} max={3} />
        {floor.quick ? null : (
          <span className="hsr-floor__facts tabular">
            {floor.rounds === null ? null : (
              <span>{t('floor.rounds', { count: floor.rounds })}</span>
            )}
            {floor.score === null ? null : (
              <span>{t('floor.total', { score: format.number(floor.score) })}</span>
            )}
          </span>
        )}
        {floor.quick ? <span className="hsr-tag">{t('floor.quick')}</span> : null}
      </header>
      {floor.quick ? null : (
        <div className="hsr-floor__teams">
          {floor.nodes.map((node, i) => (
            <Team key={i} node={node} index={i} />
          ))}
        </div>
      )}
    </article>
  );
}
