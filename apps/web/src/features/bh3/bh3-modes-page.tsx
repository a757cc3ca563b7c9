import { useTranslation } from '../../lib/use-translation.js';
import { ROUTES } from '../../app/routes.js';
import { Link } from '../../lib/router/components.js';
import { useLocation } from '../../lib/router/hooks.js';
import { useSession, type CurrentRole } from '../../lib/session.js';
import { NEW_ABYSS_MIN_LEVEL } from './api/get-bh3-abyss.js';
import { AbyssView } from './components/abyss-view.js';
import { ArenaView } from './components/arena-view.js';
import { ElysianView } from './components/elysian-view.js';
import './bh3.css';
import './bh3-modes.css';

type Mode = 'abyss' | 'arena' | 'elysian';

// Links come from the route table (no hand-written URLs).
const MODES: { mode: Mode; path: string; label: 'ladder' | 'arena' | 'dreamscape' }[] = [
  { mode: 'abyss', path: ROUTES.bh3Abyss.href(), label: 'ladder' },
  { mode: 'arena', path: ROUTES.bh3Arena.href(), label: 'arena' },
  { mode: 'elysian', path: ROUTES.bh3Elysian.href(), label: 'dreamscape' },
];

/** The mode of the path; the page serves all three routes. */
function modeOf(pathname: string): Mode {
  return MODES.find((m) => pathname.startsWith(m.path))?.mode ?? 'abyss';
}

function ModeBody({ mode, role }: { mode: Mode; role: CurrentRole }) {
  if (mode === 'arena') return <ArenaView role={role} />;
  if (mode === 'elysian') return <ElysianView role={role} />;
  return <AbyssView role={role} />;
}

/** `/bh3/abyss`, `/bh3/arena`, `/bh3/elysian`: the three challenge modes behind one set of tabs. */
export function Bh3ModesPage() {
  const { t } = useTranslation('bh3');
  const { pathname } = useLocation();
  const session = useSession();
  const role = session.crtRole;
  if (!role) return null;
  const mode = modeOf(pathname);
  // Below level 81 the abyss tab is the Rift Trial; the label follows what the page will show.
  const abyssLabel = role.level >= NEW_ABYSS_MIN_LEVEL ? t('modes.ladder') : t('modes.trial');
  return (
    <div className="b3-page">
      <nav className="b3-tabs" aria-label={t('modes.tabs')}>
        {MODES.map((m) => (
          <Link
            key={m.mode}
            to={m.path}
            replace
            className="b3-tabs__tab"
            aria-current={m.mode === mode ? 'page' : undefined}
          >
            {m.mode === 'abyss' ? abyssLabel : t(`modes.${m.label}`)}
          </Link>
        ))}
      </nav>
      <ModeBody key={`${role.region}:${role.game_role_id}:${mode}`} mode={mode} role={role} />
    </div>
  );
}
