import type { RosterCharacter } from '../api/get-character-list.js';
import { CharacterTile, type TileHoverHandlers } from './character-tile.js';
import { Skeleton } from '../../../components/ui/skeleton.js';

export interface CharacterGridProps {
  characters: readonly RosterCharacter[];
  onOpen: (character: RosterCharacter) => void;
  hoverFor: (character: RosterCharacter) => TileHoverHandlers | undefined;
}

/** A responsive grid of character tiles. */
export function CharacterGrid({ characters, onOpen, hoverFor }: CharacterGridProps) {
  return (
    <ul className="roster-grid">
      {characters.map((character) => (
        <CharacterTile
          key={character.id}
          character={character}
          onOpen={onOpen}
          hover={hoverFor(character)}
        />
      ))}
    </ul>
  );
}

/** The loading placeholder: the toolbar's height and a grid of empty tiles. */
export function RosterSkeleton({ label }: { label: string }) {
  return (
    <div className="roster" role="status" aria-label={label}>
      <Skeleton height={132} radius="var(--radius-lg)" />
      <ul className="roster-grid" aria-hidden="true">
        {Array.from({ length: 16 }, (_, i) => (
          <li key={i} className="roster-grid__placeholder">
            <Skeleton height="100%" radius="var(--radius-md)" />
          </li>
        ))}
      </ul>
    </div>
  );
}
