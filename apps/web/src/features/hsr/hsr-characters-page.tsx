import { HKRPG_ELEMENTS } from '@chronicle/contract';
import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation.js';
import { QueryErrorState } from '../../app/query-error-state.js';
import { Card } from '../../components/ui/card.js';
import { Dialog } from '../../components/ui/dialog.js';
import { EmptyState } from '../../components/ui/empty-state.js';
import { Sheet } from '../../components/ui/sheet.js';
import { Skeleton } from '../../components/ui/skeleton.js';
import { useSession, type CurrentRole } from '../../lib/session.js';
import { useShell } from '../../lib/shell.js';
import { useHsrAvatarInfo, type HsrAvatarInfo } from './api/get-hsr-avatar-info.js';
import { HsrAvatar } from './components/hsr-avatar.js';
import { HsrCharacterDetail } from './components/hsr-character-detail.js';
import { HSR_PATH_KEYS, pathKey } from './hsr-format.js';
import './hsr.css';
import './hsr-characters.css';
import { BuildTimeline } from '../../components/build-history/build-timeline.js';
import { DetailTabs } from '../../components/build-history/detail-tabs.js';

type Filter<T> = T | 'all';

function FilterRow<T extends string>(props: {
  label: string;
  value: Filter<T>;
  options: readonly T[];
  name: (option: T) => string;
  onChange: (value: Filter<T>) => void;
}) {
  const { t } = useTranslation('hsr');
  const { label, value, options, name, onChange } = props;
  return (
    <div className="hsr-filter" role="group" aria-label={label}>
      <span className="hsr-filter__label" aria-hidden="true">
        {label}
      </span>
      {(['all', ...options] as Filter<T>[]).map((option) => (
        <button
          key={option}
          type="button"
          className="hsr-filter__chip"
          aria-pressed={option === value}
          onClick={() => onChange(option)}
        >
          {option === 'all' ? t('filters.all') : name(option)}
        </button>
      ))}
    </div>
  );
}

function CharacterGrid({ data, role }: { data: HsrAvatarInfo; role: CurrentRole }) {
  const { t } = useTranslation(['hsr', 'common']);
  const shell = useShell();
  const [element, setElement] = useState<Filter<(typeof HKRPG_ELEMENTS)[number]>>('all');
  const [path, setPath] = useState<Filter<(typeof HSR_PATH_KEYS)[number]>>('all');
  const [openId, setOpenId] = useState<number | undefined>(undefined);
  const shown = data.avatar_list.filter(
    (a) =>
      (element === 'all' || a.element === element) &&
      (path === 'all' || pathKey(a.base_type) === path),
  );
  const open = data.avatar_list.find((a) => a.id === openId);
  const close = () => setOpenId(undefined);
  const detail = open ? (
    <DetailTabs history={() => <BuildTimeline role={role} gameId={6} characterId={open.id} />}>
      <HsrCharacterDetail avatar={open} info={data.property_info} />
    </DetailTabs>
  ) : null;
  const Modal = shell === 'mobile' ? Sheet : Dialog;

  return (
    <>
      <Card className="hsr-filters">
        <FilterRow
          label={t('hsr:filters.element')}
          value={element}
          options={HKRPG_ELEMENTS}
          name={(e) => t(`hsr:elements.${e}`)}
          onChange={setElement}
        />
        <FilterRow
          label={t('hsr:filters.path')}
          value={path}
          options={HSR_PATH_KEYS}
          name={(p) => t(`hsr:paths.${p}`)}
          onChange={setPath}
        />
      </Card>
      <p className="hsr-count" role="status">
        {t('hsr:characters.count', { count: shown.length, total: data.avatar_list.length })}
      </p>
      {shown.length === 0 ? (
        <Card>
          <EmptyState compact message={t('hsr:characters.noMatch')} />
        </Card>
      ) : (
        <ul className="hsr-roster">
          {shown.map((avatar) => {
            const p = pathKey(avatar.base_type);
            return (
              <li key={avatar.id}>
                <button
                  type="button"
                  className="hsr-char"
                  onClick={() => setOpenId(avatar.id)}
                  data-testid="hsr-char"
                >
                  <HsrAvatar
                    icon={avatar.icon}
                    rarity={avatar.rarity}
                    element={avatar.element}
                    level={avatar.level}
                    rank={avatar.rank}
                  />
                  <span className="hsr-char__text">
                    <span className="hsr-char__name">{avatar.name}</span>
                    <span className="hsr-char__meta">
                      {t(`hsr:elements.${avatar.element}`)}
                      {p ? ` · ${t(`hsr:paths.${p}`)}` : ''}
                    </span>
                    <span className="hsr-char__lens">
                      {avatar.equip?.name ?? t('hsr:showcase.noLens')}
                    </span>
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <Modal
        open={open !== undefined}
        onClose={close}
        title={open?.name}
        closeLabel={t('common:actions.close')}
      >
        {detail}
      </Modal>
    </>
  );
}

/** `/hsr/characters`: every character with its build, filters and a detail view. */
export function HsrCharactersPage() {
  const session = useSession();
  const { t } = useTranslation('errors');
  const query = useHsrAvatarInfo(session.crtRole);
  if (!session.crtRole) return null;
  let body;
  if (query.isPending) body = <Skeleton height="360px" radius="16px" />;
  else if (query.isError) {
    // A private build (10102) is the catalogue's message here; the rest of the site still works.
    body = <QueryErrorState error={query.error} onRetry={() => void query.refetch()} />;
  } else if (query.data.avatar_list.length === 0) {
    body = <EmptyState message={t('not_data')} />;
  } else body = <CharacterGrid data={query.data} role={session.crtRole} />;
  return <div className="hsr hsr-characters">{body}</div>;
}
