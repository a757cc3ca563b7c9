import { createContext, useContext, type ReactNode } from 'react';
import type { CharacterNames } from '../api/use-character-names.js';

const NamesContext = createContext<CharacterNames>(new Map());

/** Makes the role's character names available to every portrait of the page. */
export function CharacterNamesProvider({
  names,
  children,
}: {
  names: CharacterNames;
  children: ReactNode;
}) {
  return <NamesContext value={names}>{children}</NamesContext>;
}

/** The localized name of a character, when the overview call knows it. */
export function useCharacterName(id: number): string | undefined {
  return useContext(NamesContext).get(id);
}
