import { useTranslation } from '../../../lib/use-translation.js';
import { ROUTES } from '../../../app/routes.js';
import { NavLink } from '../../../lib/router/components.js';

const LINKS = [
  { key: 'stage', href: () => ROUTES.ysRoleCombat.href() },
  { key: 'echoes', href: () => ROUTES.ysRoleCombatCharMaster.href() },
  { key: 'tarot', href: () => ROUTES.ysRoleCombatTarot.href() },
] as const;

/** Sub-navigation between the stage, its echo masters and its fortune cards. */
export function StageNav() {
  const { t } = useTranslation('roleCombat');
  return (
    <nav className="stage-nav" aria-label={t('nav.label')}>
      {LINKS.map((link) => (
        <NavLink
          key={link.key}
          end
          to={link.href()}
          className={({ isActive }) => `stage-nav__link${isActive ? ' stage-nav__link--on' : ''}`}
        >
          {t(`nav.${link.key}`)}
        </NavLink>
      ))}
    </nav>
  );
}
