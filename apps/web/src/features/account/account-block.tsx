import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Portrait } from '../../components/art/portrait.js';
import type { CurrentRole } from '../../lib/session.js';
import './account.css';

export interface AccountBlockProps {
  role: CurrentRole;
  isVisitor: boolean;
  /** `bar` for the desktop game nav bar, `card` for the mobile account card. */
  variant?: 'bar' | 'card';
  /** Role selector, settings link… */
  actions?: ReactNode;
}

/** Head icon, nickname, level, server and uid of the current role (spec §2 game nav bar). */
export function AccountBlock({ role, isVisitor, variant = 'bar', actions }: AccountBlockProps) {
  const { t } = useTranslation();
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
          <span className="account-block__level tabular">
            {t('account.level', { level: role.level })}
          </span>
        </p>
        <p className="account-block__meta">
          <span>{role.region_name}</span>
          <span aria-hidden="true" className="account-block__dot" />
          <span className="tabular">{t('account.uid', { uid: role.game_uid })}</span>
        </p>
        {isVisitor ? <p className="account-block__visitor">{t('account.visitor')}</p> : null}
      </div>
      {actions ? <div className="account-block__actions">{actions}</div> : null}
    </div>
  );
}
