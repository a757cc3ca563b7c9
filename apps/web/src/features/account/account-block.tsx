import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation.js';
import { Portrait } from '../../components/art/portrait.js';
import { Icon } from '../../components/ui/icons.js';
import { useToast } from '../../components/ui/toast.js';
import type { CurrentRole } from '../../lib/session.js';
import './account.css';

export interface AccountBlockProps {
  role: CurrentRole;
  isVisitor: boolean;
  /** `bar` for the desktop game nav bar, `card` for the mobile account card. */
  variant?: 'bar' | 'card';
  /** Role selector, settings link… */
  actions?: ReactNode;
  /**
   * The owner may copy the role's UID (docs/reference/privacy.md#who-may-do-what); never a visitor.
   */
  canCopyUid?: boolean;
}

/** The small copy button beside the UID: copies the game uid and says so. */
function CopyUidButton({ uid }: { uid: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  const copy = () => {
    // Loaded on the click (the click's user activation outlasts the load): the copy code stays out
    // of every page's first scripts.
    void import('../../lib/clipboard.js')
      .then(({ copyText }) => copyText(uid))
      .then(
        (ok) =>
          ok ? toast(t('account.uidCopied'), 'success') : toast(t('account.copyFailed'), 'error'),
        () => toast(t('account.copyFailed'), 'error'),
      );
  };
  return (
    <button
      type="button"
      className="account-block__copy"
      aria-label={t('account.copyUid')}
      title={t('account.copyUid')}
      onClick={copy}
    >
      <Icon name="copy" />
    </button>
  );
}

/**
 * Head icon, nickname, level, server and uid of the current role (docs/reference/web-app.md#layouts
 * game nav bar).
 */
export function AccountBlock({
  role,
  isVisitor,
  variant = 'bar',
  actions,
  canCopyUid = false,
}: AccountBlockProps) {
  const { t } = useTranslation();
  // The card puts the level with server and UID, leaving the name its row beside the actions.
  const level = (
    <span className="account-block__level tabular">
      {t('account.level', { level: role.level })}
    </span>
  );
  return (
    <div className={`account-block account-block--${variant}`}>
      <Portrait
        className="account-block__head"
        src={role.game_head_icon || undefined}
        alt={t('account.headIcon', { name: role.nickname })}
        size={56}
      />
      <div className="account-block__text">
        <p className="account-block__name">
          <span className="account-block__nickname">{role.nickname}</span>
          {variant === 'bar' ? level : null}
        </p>
        <p className="account-block__meta">
          {variant === 'card' ? level : null}
          <span>{role.region_name}</span>
          <span aria-hidden="true" className="account-block__dot" />
          <span className="account-block__uid">
            <span className="tabular">{t('account.uid', { uid: role.game_uid })}</span>
            {canCopyUid && !isVisitor ? <CopyUidButton uid={role.game_uid} /> : null}
          </span>
        </p>
        {isVisitor ? (
          <p className="account-block__visitor" data-guide="visitor">
            {t('account.visitor')}
          </p>
        ) : null}
      </div>
      {actions ? <div className="account-block__actions">{actions}</div> : null}
    </div>
  );
}
