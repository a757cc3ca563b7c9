import { useId, useState } from 'react';
import { useTranslation } from '../../lib/use-translation.js';
import { EmptyState } from '../../components/ui/empty-state.js';
import { ErrorState } from '../../components/ui/error-state.js';
import { Button } from '../../components/ui/button.js';
import { ApiError } from '../../lib/api-client.js';
import { useSession, type CurrentRole } from '../../lib/session.js';
import { useShell } from '../../lib/shell.js';
import { useCharacterList, type RosterCharacter } from './api/get-character-list.js';
import { CharacterGrid, RosterSkeleton } from './components/character-grid.js';
import { DetailHost } from './components/detail-host.js';
import { HoverCard } from './components/hover-card.js';
import { RoleCardDialog } from './components/role-card-dialog.js';
import { RosterToolbar } from './components/roster-toolbar.js';
import {
  NO_FILTERS,
  matchesRarity,
  serverFilters,
  splitSpecial,
  type RosterFilters,
} from './lib/roster-filters.js';
import { useHoverCard } from './lib/use-hover-card.js';
import { useSelectedCharacter } from './lib/use-selected-character.js';
import './roster.css';

/** One role's roster; remounted per role so no card, detail or filter of the last role lingers. */
function RoleRoster({ role }: { role: CurrentRole }) {
  const { t } = useTranslation(['roster', 'common', 'errors']);
  const shell = useShell();
  const specialTitleId = useId();
  const [filters, setFilters] = useState<RosterFilters>(NO_FILTERS);
  const list = useCharacterList(role, serverFilters(filters));
  // The unfiltered roster gives the total (and is the same cached query when nothing is filtered).
  const everyone = useCharacterList(role, serverFilters(NO_FILTERS));
  const { selected, select } = useSelectedCharacter(everyone.data?.list);
  const hover = useHoverCard(shell === 'desktop');
  const [detail, setDetail] = useState<RosterCharacter | undefined>(undefined);

  if (list.isPending) return <RosterSkeleton label={t('common:state.loading')} />;
  if (list.isError) {
    // API answers go to the layout's error screen (query meta); this is for network failures.
    if (list.error instanceof ApiError) return <RosterSkeleton label={t('common:state.loading')} />;
    return (
      <ErrorState
        message={t('errors:loading_failed')}
        retryLabel={t('common:actions.retry')}
        onRetry={() => void list.refetch()}
      />
    );
  }

  const total = everyone.data?.list.length;
  if (total === 0) return <EmptyState message={t('errors:not_data')} />;

  const shown = list.data.list.filter((character) => matchesRarity(character, filters.rarities));
  const { main, special } = splitSpecial(shown);
  const open = (character: RosterCharacter) => {
    hover.hide();
    select(character);
  };

  return (
    <div className="roster">
      <RosterToolbar
        filters={filters}
        onChange={setFilters}
        shown={shown.length}
        total={total}
        updating={list.isPlaceholderData}
      />
      {shown.length === 0 ? (
        <EmptyState
          message={t('empty.message')}
          hint={t('empty.hint')}
          action={
            <Button variant="secondary" icon="refresh" onClick={() => setFilters(NO_FILTERS)}>
              {t('filters.reset')}
            </Button>
          }
        />
      ) : null}
      {main.length > 0 ? (
        <CharacterGrid characters={main} onOpen={open} hoverFor={hover.handlersFor} />
      ) : null}
      {special.length > 0 ? (
        <section className="roster__special" aria-labelledby={specialTitleId}>
          <header className="roster__special-header">
            <h2 id={specialTitleId}>{t('special.title')}</h2>
            <p>{t('special.hint')}</p>
          </header>
          <CharacterGrid characters={special} onOpen={open} hoverFor={hover.handlersFor} />
        </section>
      ) : null}
      {hover.state ? <HoverCard id={hover.cardId} state={hover.state} /> : null}
      <RoleCardDialog
        character={selected}
        onClose={() => select(undefined)}
        onViewDetails={(character) => {
          select(undefined);
          setDetail(character);
        }}
      />
      <DetailHost role={role} character={detail} onClose={() => setDetail(undefined)} />
    </div>
  );
}

/** `/ys/role/all`: every character of the role, with filters, a hover card and the role card. */
export function RosterPage() {
  const role = useSession().crtRole;
  if (!role) return null;
  return <RoleRoster key={`${role.region}:${role.game_role_id}`} role={role} />;
}
