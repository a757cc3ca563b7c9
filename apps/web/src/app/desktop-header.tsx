import { GAMES, type GameConfig } from '@chronicle/contract';
import { useTranslation } from '../lib/use-translation.js';
import { GameLogo } from '../components/art/game-logo.js';
import { Button } from '../components/ui/button.js';
import type { Session } from '../lib/session.js';
import { BrandMark } from './brand-mark.js';
import { LanguageMenu } from './language-menu.js';
import { pageUrl } from './page-url.js';
import { homeRoute } from './routes.js';
import { useScrolledPast } from './shell-hooks.js';

export interface DesktopHeaderProps {
  session: Session;
  onLogin: () => void;
  onLogout: () => void;
}

function gameHome(game: GameConfig): string {
  return pageUrl(game, 'desktop', homeRoute(game.key).href());
}

/**
 * Brand, game switcher, language switcher and login/logout; solid black past 56 px
 * (docs/reference/web-app.md#layouts).
 */
export function DesktopHeader({ session, onLogin, onLogout }: DesktopHeaderProps) {
  const { t } = useTranslation();
  const solid = useScrolledPast();
  const mainGame = GAMES[0];
  return (
    <header className={`site-header${solid ? ' site-header--solid' : ''}`}>
      <div className="site-header__inner">
        <a
          className="brand"
          href={mainGame ? gameHome(mainGame) : '/'}
          aria-label={t('brand.home')}
        >
          <BrandMark />
          <span className="brand__name">{t('brand.name')}</span>
        </a>
        <nav className="game-switch" aria-label={t('header.games')}>
          <ul className="game-switch__list">
            {GAMES.map((game) => (
              <li key={game.id}>
                <a
                  className="game-switch__link"
                  href={gameHome(game)}
                  aria-current={game.id === session.game.id ? 'page' : undefined}
                >
                  <GameLogo game={game} size="sm" />
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="site-header__actions">
          <LanguageMenu />
          {session.status === 'loggedIn' ? (
            <>
              {session.user ? (
                <span className="site-header__user">{session.user.nickname}</span>
              ) : null}
              <Button variant="secondary" size="sm" icon="logout" onClick={onLogout}>
                {t('header.logout.button')}
              </Button>
            </>
          ) : session.status === 'loggedOut' ? (
            <Button variant="primary" size="sm" icon="login" onClick={onLogin}>
              {t('header.login')}
            </Button>
          ) : null}
        </div>
      </div>
    </header>
  );
}
