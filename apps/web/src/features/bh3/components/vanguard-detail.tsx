import { useTranslation } from '../../../lib/use-translation.js';
import type { Bh3Character, Bh3Equip } from '../api/get-bh3-characters.js';
import { SuitAvatar } from './suit-avatar.js';

const SLOTS = ['T', 'M', 'B'] as const;

/** Current stars out of the maximum, drawn as filled and hollow stars. */
export function Stars({ rarity, max }: { rarity: number; max: number }) {
  const { t } = useTranslation('bh3');
  return (
    <span className="b3-stars" role="img" aria-label={t('vanguards.stars', { count: rarity, max })}>
      {Array.from({ length: Math.max(max, rarity) }, (_, i) => (
        <span key={i} className={i < rarity ? 'b3-stars__on' : 'b3-stars__off'} aria-hidden="true">
          ★
        </span>
      ))}
    </span>
  );
}

/** One gear row: icon, name, stars and level; an empty sigil slot says so. */
function GearRow({ label, equip }: { label: string; equip: Bh3Equip | undefined }) {
  const { t } = useTranslation('bh3');
  const empty = !equip || equip.id === 0;
  return (
    <li className={`b3-gear${empty ? ' b3-gear--empty' : ''}`}>
      <span className="b3-gear__slot">{label}</span>
      {empty ? (
        <span className="b3-muted">{t('vanguards.emptySlot')}</span>
      ) : (
        <>
          <img
            className="b3-gear__icon"
            src={equip.icon || undefined}
            alt=""
            width={44}
            height={44}
          />
          <span className="b3-gear__text">
            <span className="b3-gear__name">{equip.name}</span>
            <span className="b3-gear__meta">
              <Stars rarity={equip.rarity} max={equip.max_rarity} />
              <span className="tabular">{t('vanguards.level', { level: equip.level })}</span>
            </span>
          </span>
        </>
      )}
    </li>
  );
}

/** The gear of one battlesuit: weapon, the three sigil slots and its outfits. */
export function VanguardDetail({ character }: { character: Bh3Character }) {
  const { t } = useTranslation('bh3');
  return (
    <div className="b3-detail">
      <div className="b3-detail__head">
        <SuitAvatar suit={character.avatar} size="lg" />
        <div>
          <p className="b3-detail__name">{character.avatar.name}</p>
          <p className="b3-muted tabular">
            {t('vanguards.level', { level: character.avatar.level })}
          </p>
        </div>
      </div>
      <h3 className="b3-detail__section">{t('vanguards.weapon')}</h3>
      <ul className="b3-gear-list">
        <GearRow label="W" equip={character.weapon} />
      </ul>
      <h3 className="b3-detail__section">{t('vanguards.sigils')}</h3>
      <ul className="b3-gear-list">
        {SLOTS.map((slot, i) => (
          <GearRow key={slot} label={t(`vanguards.slot.${slot}`)} equip={character.stigmatas[i]} />
        ))}
      </ul>
      {character.costumes.length > 0 ? (
        <>
          <h3 className="b3-detail__section">{t('vanguards.outfits')}</h3>
          <ul className="b3-outfits">
            {character.costumes.map((c) => (
              <li key={c.id}>{c.name}</li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
