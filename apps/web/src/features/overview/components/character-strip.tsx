import { startTransition, useEffect, useState } from 'react';
import { whenIdle } from '../../../lib/idle.js';
import { Link } from '../../../lib/router/components.js';
import { useTranslation } from '../../../lib/use-translation.js';
import { ROUTES } from '../../../app/routes.js';
import { PortraitArt } from '../../../components/art/portrait-art.js';
import { Card } from '../../../components/ui/card.js';
import { EmptyState } from '../../../components/ui/empty-state.js';
import { Icon } from '../../../components/ui/icons.js';
import { isElement } from '../../../lib/art.js';
import type { IndexAvatar } from '../api/get-index.js';
import './character-strip.css';

/** Collab 5★ characters arrive as rarity 105 (docs/reference/hoyolab-api.md#player-overview). */
function starsOf(rarity: number): number {
  return rarity > 100 ? rarity - 100 : rarity;
}

function CharacterCard({ avatar }: { avatar: IndexAvatar }) {
  const { t } = useTranslation(['overview', 'common']);
  const stars = starsOf(avatar.rarity);
  const elementName = isElement(avatar.element)
    ? t(`common:elements.${avatar.element}`)
    : avatar.element;
  const summary = t('characters.card', {
    name: avatar.name,
    rarity: t('characters.rarity', { stars }),
    element: elementName,
    level: avatar.level,
    constellation: avatar.actived_constellation_num,
    fetter: avatar.fetter,
  });
  return (
    <li className={`char-card char-card--rarity-${stars >= 5 ? 5 : 4}`} aria-label={summary}>
      <PortraitArt
        src={avatar.image || undefined}
        rarity={stars}
        element={avatar.element}
        level={t('characters.level', { level: avatar.level })}
        constellation={
          avatar.actived_constellation_num > 0
            ? t('characters.constellation', { value: avatar.actived_constellation_num })
            : undefined
        }
        size={112}
        className="char-card__art"
      />
      <div className="char-card__text" aria-hidden="true">
        <p className="char-card__name">{avatar.name}</p>
        <p className="char-card__fetter tabular">
          <Icon name="heart" />
          {avatar.fetter}
        </p>
      </div>
    </li>
  );
}

/** Cards the strip renders with the page; the rest follow, a slice at a time, when it is idle. */
const FIRST_CARDS = 12;
const CARDS_PER_SLICE = 16;

/**
 * How many of `total` cards to render now. A full roster is 60 cards, two thirds of the phone
 * overview's elements, all but three of them out of sight in a strip that scrolls sideways: on a
 * phone's CPU their one commit was the longest task of the page's first seconds
 * (docs/PERFORMANCE.md §1). The first few render with the page, the rest in slices, each in a task
 * of its own when the main thread is idle.
 */
function useRevealedCount(total: number): number {
  const [shown, setShown] = useState(FIRST_CARDS);
  useEffect(() => {
    if (shown >= total) return undefined;
    return whenIdle(() => startTransition(() => setShown((n) => n + CARDS_PER_SLICE)));
  }, [shown, total]);
  return Math.min(shown, total);
}

/** The character strip of the overview with a link to the full roster. */
export function CharacterStrip({ avatars }: { avatars: readonly IndexAvatar[] }) {
  const { t } = useTranslation(['overview', 'errors']);
  const visible = avatars.filter((avatar) => avatar.id !== 0);
  const revealed = useRevealedCount(visible.length);
  return (
    <Card
      title={t('characters.title')}
      titleId="overview-characters"
      className="char-strip"
      action={
        <>
          <span className="tabular">{t('characters.count', { value: visible.length })}</span>
          <Link className="card-link" to={ROUTES.ysRoleAll.href()}>
            {t('characters.viewAll')}
            <Icon name="chevronRight" />
          </Link>
        </>
      }
    >
      {visible.length === 0 ? (
        <EmptyState compact message={t('errors:not_data')} />
      ) : (
        // The strip scrolls sideways and its cards hold no control, so the list itself takes
        // focus for the arrow keys to scroll it (WCAG 2.1.1).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        <ul className="char-strip__list" tabIndex={0} aria-labelledby="overview-characters">
          {visible.slice(0, revealed).map((avatar) => (
            <CharacterCard key={avatar.id} avatar={avatar} />
          ))}
        </ul>
      )}
    </Card>
  );
}
