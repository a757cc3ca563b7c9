import { useTranslation } from '../../lib/use-translation.js';
import { Portrait } from '../../components/art/portrait.js';
import { Button } from '../../components/ui/button.js';
import { EmptyState } from '../../components/ui/empty-state.js';
import { QueryErrorState } from '../../app/query-error-state.js';
import { useSession, type CurrentRole } from '../../lib/session.js';
import { useCancelRedDot } from './api/cancel-red-dot.js';
import { useCharMaster, type EchoMaster } from './api/get-char-master.js';
import { StageSkeleton, roleKeyOf } from './components/stage-frame.js';
import { StageNav } from './components/stage-nav.js';
import './role-combat.css';

function MasterTile({
  master,
  onDismiss,
  busy,
}: {
  master: EchoMaster;
  onDismiss?: (() => void) | undefined;
  busy: boolean;
}) {
  const { t } = useTranslation('roleCombat');
  const status = master.status as 1 | 2 | 3;
  return (
    <li className={`echo echo--status-${status}`} data-testid="echo-master">
      <div className="echo__portrait">
        <Portrait src={master.icon} alt="" size={72} />
        {master.has_red_dot ? (
          <span className="echo__dot" data-testid="echo-dot">
            <span className="visually-hidden">{t('echoes.new')}</span>
          </span>
        ) : null}
      </div>
      <div className="echo__text">
        <span className="echo__name">{master.name}</span>
        <span className={`echo__status echo__status--${status}`}>
          {t(`echoes.status.${status}`)}
        </span>
        {master.level_id > 0 ? (
          <span className="echo__stage">{t('echoes.stage', { level: master.level_id })}</span>
        ) : null}
      </div>
      {onDismiss && master.has_red_dot ? (
        <Button
          variant="ghost"
          size="sm"
          icon="check"
          iconOnly
          className="echo__dismiss"
          aria-label={t('echoes.dismissNamed', { name: master.name })}
          disabled={busy}
          onClick={onDismiss}
        />
      ) : null}
    </li>
  );
}

function EchoMasters({ role, isOwner }: { role: CurrentRole; isOwner: boolean }) {
  const { t } = useTranslation(['roleCombat', 'errors', 'common']);
  const query = useCharMaster(role);
  const cancel = useCancelRedDot(role);
  if (query.isPending) return <StageSkeleton />;
  if (query.isError) {
    return <QueryErrorState error={query.error} onRetry={() => void query.refetch()} />;
  }
  const list = query.data.list;
  if (list.length === 0)
    return <EmptyState message={t('errors:not_challenge_data')} hint={t('echoes.none')} />;
  const count = (status: number) => list.filter((m) => m.status === status).length;
  const dots = list.some((m) => m.has_red_dot);
  return (
    <section className="echoes" aria-labelledby="echoes-title">
      <header className="echoes__head">
        <div>
          <h2 className="stage-section-title" id="echoes-title">
            {t('echoes.title')}
          </h2>
          <p className="echoes__intro">{t('echoes.intro')}</p>
          <p className="echoes__counts" data-testid="echo-counts">
            {t('echoes.counts', { done: count(3), open: count(2), locked: count(1) })}
          </p>
        </div>
        {isOwner && dots ? (
          <Button
            variant="secondary"
            size="sm"
            icon="check"
            disabled={cancel.isPending}
            onClick={() => cancel.mutate(undefined)}
          >
            {t('echoes.dismissAll')}
          </Button>
        ) : null}
      </header>
      <ul className="echoes__grid">
        {list.map((master) => (
          <MasterTile
            key={master.avatar_id}
            master={master}
            busy={cancel.isPending}
            onDismiss={isOwner ? () => cancel.mutate(master.avatar_id) : undefined}
          />
        ))}
      </ul>
    </section>
  );
}

/** `/ys/role-combat/char-master`: the echo masters, their status and red dots. */
export function CharMasterPage() {
  const session = useSession();
  const role = session.crtRole;
  if (!role) return null;
  return (
    <div className="stage">
      <StageNav />
      <EchoMasters key={roleKeyOf(role)} role={role} isOwner={!session.isVisitor} />
    </div>
  );
}
