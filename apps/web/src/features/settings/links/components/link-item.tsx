import { useId } from 'react';
import { useTranslation } from '../../../../lib/use-translation.js';
import { Button } from '../../../../components/ui/button.js';
import type { UpstreamLink } from '../api/upstream-links.js';
import { LinkProblem } from './link-problem.js';
import { LinkRoles } from './link-roles.js';
import { LinkTimes } from './link-times.js';
import { RunSummary } from './run-summary.js';
import { StatusBadge } from './status-badge.js';
import { SyncProgress } from './sync-progress.js';

export interface LinkItemProps {
  link: UpstreamLink;
  /** A sync of this link was asked for and the server has not answered yet. */
  starting: boolean;
  onSync: (link: UpstreamLink) => void;
  onUnlink: (link: UpstreamLink) => void;
}

/** One linked account: who it is, where it stands, what it brought in, and what can be done. */
export function LinkItem({ link, starting, onSync, onUnlink }: LinkItemProps) {
  const { t } = useTranslation('links');
  const id = useId();
  const titleId = `${id}-title`;
  const rolesId = `${id}-roles`;
  const busy = link.syncing || starting;

  return (
    <li
      className={`link-item link-item--${link.status}${link.syncing ? ' link-item--syncing' : ''}`}
    >
      <article className="link-item__body" aria-labelledby={titleId}>
        <header className="link-item__head">
          <div className="link-item__who">
            <h3 className="link-item__name" id={titleId}>
              {link.upstream}{' '}
              <span className="visually-hidden">
                · {t('item.account', { uid: link.upstream_uid })}
              </span>
            </h3>
            <p className="link-item__origin">
              <span className="link-item__host">{link.upstream_origin}</span>
              <span aria-hidden="true">{t('item.account', { uid: link.upstream_uid })}</span>
            </p>
          </div>
          <StatusBadge status={link.status} syncing={link.syncing} />
        </header>

        {link.syncing ? <SyncProgress progress={link.progress} /> : null}
        {link.last_error ? (
          <LinkProblem
            error={link.last_error}
            upstream={link.upstream}
            serious={link.status === 'error' || link.status === 'login_expired'}
          />
        ) : null}

        <div className="link-item__grid">
          <div className="link-item__section">
            <h4 className="link-item__label" id={rolesId}>
              {t('item.roles')}
            </h4>
            <LinkRoles roles={link.roles} labelId={rolesId} />
          </div>
          <LinkTimes link={link} />
        </div>

        {link.last_run ? <RunSummary run={link.last_run} /> : null}

        <div className="link-item__actions">
          <Button
            variant="secondary"
            icon="refresh"
            disabled={busy}
            aria-busy={busy || undefined}
            aria-describedby={titleId}
            onClick={() => onSync(link)}
          >
            {busy ? t('actions.syncing') : t('actions.sync')}
          </Button>
          <Button
            variant="ghost"
            className="link-item__unlink"
            aria-describedby={titleId}
            onClick={() => onUnlink(link)}
          >
            {t('actions.unlink')}
          </Button>
        </div>
      </article>
    </li>
  );
}
