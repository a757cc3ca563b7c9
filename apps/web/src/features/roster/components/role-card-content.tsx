import { useTranslation } from '../../../lib/use-translation.js';
import { ElementGlyph } from '../../../components/art/element-glyph.js';
import { Portrait } from '../../../components/art/portrait.js';
import { Button } from '../../../components/ui/button.js';
import { Icon } from '../../../components/ui/icons.js';
import { Skeleton } from '../../../components/ui/skeleton.js';
import { useFeatureSwitch } from '../../../lib/app-config.js';
import { isWebLink } from '../../../lib/web-link.js';
import {
  useCharacterInfo,
  useExternalContent,
  type CharacterInfo,
} from '../api/get-character-card.js';
import type { RosterCharacter } from '../api/get-character-list.js';
import { useCharacterLabels } from '../lib/character-labels.js';
import { isSpecialCharacter, starsOf } from '../lib/roster-filters.js';
import './role-card.css';

/**
 * The four resource links of docs/reference/web-app.md#character-info, in the order the card lists
 * them.
 */
const LINKS = [
  { field: 'wiki_url', key: 'wiki' },
  { field: 'caculator_url', key: 'calculator' },
  { field: 'lineup_url', key: 'lineup' },
  { field: 'strategy_url', key: 'strategy' },
] as const satisfies readonly { field: keyof CharacterInfo; key: string }[];

function ResourceLinks({ info }: { info: CharacterInfo }) {
  const { t } = useTranslation('roster');
  // The operator may switch the outbound links off (feature switch `character_links`).
  const linksOn = useFeatureSwitch('character_links');
  const links = linksOn ? LINKS.filter((link) => isWebLink(info[link.field])) : [];
  if (links.length === 0) return null;
  return (
    <nav className="role-card__links" aria-label={t('card.links')}>
      {links.map((link) => (
        <a
          key={link.key}
          className="role-card__link"
          href={info[link.field]}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t(`card.${link.key}`)}
          <span className="visually-hidden"> ({t('card.newTab')})</span>
          <Icon name="chevronRight" />
        </a>
      ))}
    </nav>
  );
}

export interface RoleCardContentProps {
  character: RosterCharacter;
  onViewDetails: () => void;
}

/**
 * The docs/reference/web-app.md#page-states role card: art, name, stars, element, weapon type,
 * extra content and resource links.
 */
export function RoleCardContent({ character, onViewDetails }: RoleCardContentProps) {
  const { t } = useTranslation('roster');
  const labels = useCharacterLabels();
  const info = useCharacterInfo(character.id);
  const extra = useExternalContent(character.id);
  const stars = starsOf(character.rarity);
  const loading = info.isPending || extra.isPending;
  // The card stays useful without its extras: a failed call only leaves a quiet note.
  const missing = !loading && (info.isError || extra.isError || info.data === null);
  const weaponTypeName = info.data?.weapon_type_name || labels.weaponType(character.weapon_type);

  return (
    <div className="role-card">
      <div className={`role-card__hero role-card__hero--rarity-${stars >= 5 ? 5 : 4}`}>
        <Portrait
          src={info.data?.image || character.image || character.icon || undefined}
          alt=""
          rarity={stars}
          className="role-card__portrait"
          size={176}
        />
        <div className="role-card__identity">
          <p className="role-card__stars" role="img" aria-label={t('card.stars', { count: stars })}>
            {Array.from({ length: stars }, (_, i) => (
              <Icon key={i} name="star" />
            ))}
          </p>
          {extra.data?.title ? <p className="role-card__title">{extra.data.title}</p> : null}
          <dl className="role-card__facts-inline">
            <div>
              <dt>{t('card.element')}</dt>
              <dd>
                <ElementGlyph element={character.element} label="" size="sm" />
                {labels.element(character.element)}
              </dd>
            </div>
            <div>
              <dt>{t('card.weaponType')}</dt>
              <dd>{weaponTypeName}</dd>
            </div>
          </dl>
          <p className="role-card__numbers tabular">
            <span>{t('tile.level', { level: character.level })}</span>
            {isSpecialCharacter(character.id) ? null : (
              <span>{t('tile.constellation', { value: character.actived_constellation_num })}</span>
            )}
            <span>
              <Icon name="heart" className="role-card__heart" />
              {character.fetter}
            </span>
          </p>
        </div>
      </div>

      {loading ? (
        <div className="role-card__loading" aria-label={t('card.loading')} role="status">
          <Skeleton height="0.9em" width="90%" />
          <Skeleton height="0.9em" width="70%" />
        </div>
      ) : null}

      {extra.data && (extra.data.description || extra.data.facts.length > 0) ? (
        <section className="role-card__about" aria-label={t('card.about')}>
          {extra.data.description ? <p>{extra.data.description}</p> : null}
          {extra.data.facts.length > 0 ? (
            <dl className="role-card__facts">
              {extra.data.facts.map((fact) => (
                <div key={fact.key}>
                  <dt>{fact.label}</dt>
                  <dd>{fact.value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
        </section>
      ) : null}

      {info.data ? <ResourceLinks info={info.data} /> : null}
      {missing ? <p className="role-card__note">{t('card.unavailable')}</p> : null}

      <Button variant="primary" block icon="info" onClick={onViewDetails}>
        {t('card.viewDetails')}
      </Button>
    </div>
  );
}
