import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from '../../../lib/router/hooks.js';
import type { RosterCharacter } from '../api/get-character-list.js';

/** The query parameter that deep-links a character card: `#/ys/role/all?id=10000002`. */
const ID_PARAM = 'id';

function idFromSearch(search: string): number | undefined {
  const value = Number(new URLSearchParams(search).get(ID_PARAM));
  return Number.isInteger(value) && value > 0 ? value : undefined;
}

/**
 * The character whose card is open. Kept in state; mirrored into the URL (replacing the entry, so
 * Back still leaves the page) so a link can open a card, which happens once the roster has loaded.
 */
export function useSelectedCharacter(roster: readonly RosterCharacter[] | undefined) {
  const location = useLocation();
  const navigate = useNavigate();
  const [selected, setSelected] = useState<RosterCharacter | undefined>(undefined);
  const linkedId = useRef(idFromSearch(location.search));

  useEffect(() => {
    if (linkedId.current === undefined || !roster) return;
    const match = roster.find((character) => character.id === linkedId.current);
    linkedId.current = undefined;
    if (match) setSelected(match);
  }, [roster]);

  const select = useCallback(
    (character: RosterCharacter | undefined) => {
      setSelected(character);
      const params = new URLSearchParams(location.search);
      if (character) params.set(ID_PARAM, String(character.id));
      else params.delete(ID_PARAM);
      const search = params.toString();
      navigate({ search: search ? `?${search}` : '' }, { replace: true });
    },
    [location.search, navigate],
  );

  return { selected, select };
}
