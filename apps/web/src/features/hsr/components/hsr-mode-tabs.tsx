import { useTranslation } from '../../../lib/use-translation.js';
import { NavLink } from '../../../lib/router/components.js';
import { HSR_MODES } from '../api/get-hsr-challenge.js';
import { MODE_HREF } from './hsr-season.js';

/** Links between the three endgame modes, styled as tabs; the page's own mode is current. */
export function HsrModeTabs() {
  const { t } = useTranslation('hsr');
  return (
    <nav className="hsr-tabs" aria-label={t('modes.title')}>
      {HSR_MODES.map((mode) => (
        <NavLink
          key={mode}
          to={MODE_HREF[mode]()}
          end
          className={({ isActive }) => `hsr-tabs__tab${isActive ? ' hsr-tabs__tab--on' : ''}`}
        >
          {t(`modes.${mode}`)}
        </NavLink>
      ))}
    </nav>
  );
}
