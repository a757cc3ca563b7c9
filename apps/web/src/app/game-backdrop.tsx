import type { GameConfig } from '@chronicle/contract';
import { useEffect } from 'react';
import { gameArtUrl } from '../lib/art.js';

/**
 * The game's own background behind the translucent cards, fading into the page colour. Painted as a
 * CSS background like the static copy the entry page paints before the scripts run
 * (build/boot-preloads.ts): the two cover the very same area with the same (cached) image, so this
 * one taking over is not a new, larger paint, and the copy goes once this one is on screen.
 */
export function GameBackdrop({ game }: { game: GameConfig }) {
  const src = gameArtUrl(game.art.background);
  useEffect(() => document.querySelector('.boot-backdrop')?.remove(), []);
  return (
    <div className="backdrop" aria-hidden="true">
      {src ? (
        <div className="backdrop__art" style={{ backgroundImage: `url(${JSON.stringify(src)})` }} />
      ) : null}
    </div>
  );
}
