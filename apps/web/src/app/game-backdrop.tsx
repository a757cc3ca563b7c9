import type { GameConfig } from '@chronicle/contract';
import { gameArtUrl } from '../lib/art.js';

/** The game's own background behind the translucent cards, fading into the page colour. */
export function GameBackdrop({ game }: { game: GameConfig }) {
  const src = gameArtUrl(game.art.background);
  return (
    <div className="backdrop" aria-hidden="true">
      {src ? <img className="backdrop__art" src={src} alt="" fetchPriority="high" /> : null}
    </div>
  );
}
