import { useTranslation } from '../lib/use-translation.js';
import { Link } from '../lib/router/components.js';
import { GameLogo } from '../components/art/game-logo.js';
import { AccountBlock } from '../features/account/account-block.js';
import { RoleSelector } from '../features/account/role-selector.js';
import { ShareButton, useCanShare } from '../features/share/share-button.js';
import { invalidateShareImageCache } from '../features/share/share-image-cache.js';
import { gameArtUrl } from '../lib/art.js';
import type { Session } from '../lib/session.js';
import { RecordsNav } from './records-nav.js';
import { settingsRoute, type RouteEntry } from './routes.js';

/** Owner + has role + on the game home (docs/reference/privacy.md#who-may-do-what). */
export function canOpenSettings(session: Session, route: RouteEntry | undefined): boolean {
  return (
    !session.isVisitor && session.hasRole && route?.home === true && route.game === session.game.key
  );
}

export function SettingsLink({ session }: { session: Session }) {
  const { t } = useTranslation();
  const target = settingsRoute(session.game.key);
  const icon = gameArtUrl(session.game.art.navIcons.settings);
  if (!target) return null;
  return (
    <Link
      className="icon-link"
      to={target.href()}
      aria-label={t('nav.settings')}
      title={t('nav.settings')}
      data-guide="settings"
      data-exposure="nav.settings"
    >
      {icon ? <img src={icon} alt="" width={22} height={22} /> : null}
    </Link>
  );
}

/**
 * Controls only the owner gets (docs/reference/privacy.md#who-may-do-what): role selector, UID
 * copy, settings on the game home; a visitor keeps only the share menu.
 */
export function isOwner(session: Session): boolean {
  return session.status === 'loggedIn' && !session.isVisitor && session.uid !== undefined;
}

/** The desktop game nav bar: account block, role selector, share, settings icon and record tabs. */
export function GameNavBar({
  session,
  route,
}: {
  session: Session;
  route: RouteEntry | undefined;
}) {
  const { t } = useTranslation(['common', 'games']);
  const { game, crtRole } = session;
  const ready = session.status === 'loggedIn' && crtRole !== undefined;
  const shareShown = useCanShare(session);
  return (
    <div className="game-nav">
      <div className="game-nav__row">
        {ready ? (
          <AccountBlock
            role={crtRole}
            isVisitor={session.isVisitor}
            canCopyUid={isOwner(session)}
            actions={
              <>
                {isOwner(session) && session.uid ? (
                  <RoleSelector
                    game={game}
                    aid={session.uid}
                    currentGameUid={crtRole.game_uid}
                    onSwitch={invalidateShareImageCache}
                  />
                ) : null}
                {shareShown ? <ShareButton session={session} /> : null}
                {canOpenSettings(session, route) ? <SettingsLink session={session} /> : null}
              </>
            }
          />
        ) : (
          <div className="game-nav__title">
            <GameLogo game={game} withName={false} />
            <span>{t(`games:${game.key}.title`)}</span>
          </div>
        )}
      </div>
      {/* Kept while the login and the role are looked up too, so the page does not move after. */}
      {ready || session.status === 'unknown' || session.cardsStatus === 'pending' ? (
        <RecordsNav game={game} />
      ) : null}
    </div>
  );
}
