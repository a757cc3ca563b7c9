import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation.js';
import { QueryErrorState } from '../../app/query-error-state.js';
import { Card } from '../../components/ui/card.js';
import { EmptyState } from '../../components/ui/empty-state.js';
import { Sheet } from '../../components/ui/sheet.js';
import { Skeleton } from '../../components/ui/skeleton.js';
import { useSession, type CurrentRole } from '../../lib/session.js';
import { useShell } from '../../lib/shell.js';
import { useBh3Characters, type Bh3Character } from './api/get-bh3-characters.js';
import { SUIT_TYPES, rankLetter, suitType, type SuitType } from './bh3-lookups.js';
import { SuitAvatar } from './components/suit-avatar.js';
import { Stars, VanguardDetail } from './components/vanguard-detail.js';
import './bh3.css';
import './bh3-vanguards.css';
import { BuildTimeline } from '../../components/build-history/build-timeline.js';
import { DetailTabs } from '../../components/build-history/detail-tabs.js';

type Filter = SuitType | 'all';

function TypeFilter({
  value,
  onChange,
  present,
}: {
  value: Filter;
  onChange: (f: Filter) => void;
  present: ReadonlySet<SuitType>;
}) {
  const { t } = useTranslation('bh3');
  const options: Filter[] = ['all', ...SUIT_TYPES.filter((type) => present.has(type))];
  return (
    <div className="b3-filter" role="group" aria-label={t('vanguards.filter')}>
      {options.map((option) => (
        <button
          key={option}
          type="button"
          className="b3-filter__chip"
          data-type={option}
          aria-pressed={value === option}
          onClick={() => onChange(option)}
        >
          {option === 'all' ? t('vanguards.all') : t(`types.${option}`)}
        </button>
      ))}
    </div>
  );
}

function VanguardCard({
  character,
  selected,
  onOpen,
}: {
  character: Bh3Character;
  selected: boolean;
  onOpen: () => void;
}) {
  const { t } = useTranslation('bh3');
  const suit = character.avatar;
  const type = suitType(suit);
  const label = t('vanguards.item', {
    name: suit.name,
    rank: rankLetter(suit.star),
    type: type ? t(`types.${type}`) : t('types.unknown'),
    level: suit.level,
  });
  const filled = character.stigmatas.filter((s) => s.id !== 0).length;
  return (
    <li>
      {/* A text-less button over the card: its name is the spoken summary, which the card's
          visible text (rank badge, level) is not part of, as WCAG 2.5.3 would require. */}
      <div className="b3-vcard" data-type={type ?? 'none'}>
        <SuitAvatar suit={suit} />
        <span className="b3-vcard__text">
          <span className="b3-vcard__name">{suit.name}</span>
          <span className="b3-muted tabular">{t('vanguards.level', { level: suit.level })}</span>
          <span className="b3-vcard__weapon">
            <Stars rarity={character.weapon.rarity} max={character.weapon.max_rarity} />
          </span>
          <span className="b3-vcard__slots" aria-hidden="true">
            {[0, 1, 2].map((i) => (
              <span key={i} className={i < filled ? 'b3-slot b3-slot--on' : 'b3-slot'} />
            ))}
          </span>
        </span>
        <button
          type="button"
          className="b3-vcard__button"
          aria-label={label}
          aria-pressed={selected}
          onClick={onOpen}
        />
      </div>
    </li>
  );
}

/** A battlesuit's gear, with its History tab (issue 18). */
function VanguardPanel({
  character,
  role,
}: {
  character: Bh3Character;
  role: CurrentRole | undefined;
}) {
  if (!role) return <VanguardDetail character={character} />;
  return (
    <DetailTabs
      history={() => (
        <BuildTimeline role={role} gameId={1} characterId={Number(character.avatar.id)} />
      )}
    >
      <VanguardDetail character={character} />
    </DetailTabs>
  );
}

function RoleVanguards() {
  const { t } = useTranslation(['bh3', 'common']);
  const session = useSession();
  const shell = useShell();
  const query = useBh3Characters(session.crtRole);
  const [filter, setFilter] = useState<Filter>('all');
  const [openId, setOpenId] = useState<string | undefined>(undefined);

  if (query.isPending) {
    return (
      <div className="b3-vgrid" aria-busy="true">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} height="112px" radius="14px" />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return <QueryErrorState error={query.error} onRetry={() => void query.refetch()} />;
  }

  const all = query.data.characters.map((c) => c.character);
  if (all.length === 0) return <EmptyState message={t('bh3:vanguards.empty')} />;
  const present = new Set(all.map((c) => suitType(c.avatar)).filter((x) => x !== undefined));
  const shown = filter === 'all' ? all : all.filter((c) => suitType(c.avatar) === filter);
  const open = all.find((c) => c.avatar.id === openId);
  // On desktop the panel always shows one battlesuit; the first one until the captain picks.
  const panel = open ?? shown[0];

  const list = (
    <Card>
      <div className="b3-vtoolbar">
        <TypeFilter value={filter} onChange={setFilter} present={present} />
        <span className="b3-muted tabular">
          {t('bh3:vanguards.count', { count: shown.length })}
        </span>
      </div>
      {shown.length === 0 ? (
        <EmptyState compact message={t('bh3:vanguards.none')} />
      ) : (
        <ul className="b3-vgrid" aria-label={t('bh3:vanguards.title')}>
          {shown.map((c) => (
            <VanguardCard
              key={c.avatar.id}
              character={c}
              selected={shell === 'desktop' ? c === panel : c === open}
              onOpen={() => setOpenId(c.avatar.id)}
            />
          ))}
        </ul>
      )}
    </Card>
  );

  if (shell === 'mobile') {
    return (
      <div className="b3-page">
        {list}
        <Sheet
          open={open !== undefined}
          onClose={() => setOpenId(undefined)}
          title={open ? t('bh3:vanguards.detail', { name: open.avatar.name }) : ''}
          closeLabel={t('bh3:vanguards.close')}
        >
          {open ? <VanguardPanel character={open} role={session.crtRole} /> : null}
        </Sheet>
      </div>
    );
  }
  return (
    <div className="b3-vlayout">
      {list}
      <aside
        className="b3-vpanel"
        aria-label={panel ? t('bh3:vanguards.detail', { name: panel.avatar.name }) : undefined}
      >
        <Card>
          {panel ? (
            <VanguardPanel character={panel} role={session.crtRole} />
          ) : (
            <p className="b3-muted">{t('bh3:vanguards.pick')}</p>
          )}
        </Card>
      </aside>
    </div>
  );
}

/** `/bh3/valkyries`: every battlesuit with its gear, filtered by type, with a detail view. */
export function Bh3ValkyriesPage() {
  const session = useSession();
  const role = session.crtRole;
  if (!role) return null;
  return <RoleVanguards key={`${role.region}:${role.game_role_id}`} />;
}
