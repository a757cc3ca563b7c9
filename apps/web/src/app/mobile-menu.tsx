import { GAMES, type GameConfig } from '@chronicle/contract';
import { useTranslation } from '../lib/use-translation.js';
import { GameLogo } from '../components/art/game-logo.js';
import { Button } from '../components/ui/button.js';
import { Icon } from '../components/ui/icons.js';
import { Sheet } from '../components/ui/sheet.js';
import type { Session } from '../lib/session.js';
import { pageUrl } from './page-url.js';
import { homeRoute } from './routes.js';
import { useLanguageSwitch } from './use-language.js';

export interface MobileMenuProps {
  open: boolean;
  onClose: () => void;
  session: Session;
  onLogin: () => void;
  onLogout: () => void;
}

function gameHome(game: GameConfig): string {
  return pageUrl(game, 'mobile', homeRoute(game.key).href());
}

/** The mobile shell's menu sheet: account, game switch and language. */
export function MobileMenu({ open, onClose, session, onLogin, onLogout }: MobileMenuProps) {
  const { t } = useTranslation();
  const { options, current, choose } = useLanguageSwitch(open);
  return (
    <Sheet
      open={open}
      onClose={onClose}
      title={t('header.menu.title')}
      closeLabel={t('actions.close')}
    >
      <section className="m-menu__section" aria-labelledby="m-menu-account">
        <h3 className="m-menu__heading" id="m-menu-account">
          {t('header.menu.account')}
        </h3>
        {session.status === 'loggedIn' ? (
          <div className="m-menu__account">
            <span className="m-menu__user">
              <Icon name="user" />
              {session.user?.nickname}
            </span>
            <Button
              variant="secondary"
              icon="logout"
              onClick={() => {
                onClose();
                onLogout();
              }}
            >
              {t('header.logout.button')}
            </Button>
          </div>
        ) : (
          <Button
            variant="primary"
            icon="login"
            block
            onClick={() => {
              onClose();
              onLogin();
            }}
          >
            {t('header.login')}
          </Button>
        )}
      </section>
      <section className="m-menu__section" aria-labelledby="m-menu-games">
        <h3 className="m-menu__heading" id="m-menu-games">
          {t('header.menu.games')}
        </h3>
        <ul className="m-menu__games">
          {GAMES.map((game) => (
            <li key={game.id}>
              <a
                className="m-menu__game"
                href={gameHome(game)}
                aria-current={game.id === session.game.id ? 'page' : undefined}
              >
                <GameLogo game={game} />
                {game.id === session.game.id ? (
                  <Icon name="check" className="m-menu__check" />
                ) : null}
              </a>
            </li>
          ))}
        </ul>
      </section>
      <section className="m-menu__section" aria-labelledby="m-menu-language">
        <h3 className="m-menu__heading" id="m-menu-language">
          {t('header.language.label')}
        </h3>
        <ul className="m-menu__langs">
          {options.map((option) => (
            <li key={option.value}>
              <button
                type="button"
                className="m-menu__lang"
                lang={option.value}
                aria-current={option.value === current ? 'true' : undefined}
                onClick={() => void choose(option.value)}
              >
                {option.name}
              </button>
            </li>
          ))}
        </ul>
      </section>
    </Sheet>
  );
}
