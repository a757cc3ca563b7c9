import type { GameConfig } from '@chronicle/contract';
import { gameArtUrl } from '../../lib/art.js';
import './art.css';

export interface GameLogoProps {
  game: GameConfig;
  /** Show the game's name beside the mark. */
  withName?: boolean;
  size?: 'sm' | 'md' | 'lg';
}

/** A game's abstract mark and its name (`GAMES[].name`). */
export function GameLogo({ game, withName = true, size = 'md' }: GameLogoProps) {
  const src = gameArtUrl(game.art.logo);
  return (
    <span className={`game-logo game-logo--${size}`}>
      {src ? <img className="game-logo__mark" src={src} alt="" width={48} height={48} /> : null}
      {withName ? <span className="game-logo__name">{game.name}</span> : null}
    </span>
  );
}
