import { useTranslation } from '../../lib/use-translation.js';
import { GameLogo } from '../../components/art/game-logo.js';
import { Dialog } from '../../components/ui/dialog.js';
import { Sheet } from '../../components/ui/sheet.js';
import { useCurrentGame } from '../../lib/game.js';
import { useShell } from '../../lib/shell.js';
import { LoginForm } from './login-form.js';

export interface LoginPanelProps {
  open: boolean;
  onClose: () => void;
}

/** The login form in a modal dialog on desktop and a full-height sheet on mobile. */
export function LoginPanel({ open, onClose }: LoginPanelProps) {
  const { t } = useTranslation(['common', 'games']);
  const shell = useShell();
  const game = useCurrentGame();
  if (shell === 'mobile') {
    return (
      <Sheet
        open={open}
        onClose={onClose}
        title={t('login.title')}
        closeLabel={t('actions.close')}
        height="full"
      >
        <div className="login-panel__hero">
          <GameLogo game={game} withName={false} size="lg" />
          <p className="login-panel__game">{t(`games:${game.key}.title`)}</p>
        </div>
        <p className="login-panel__subtitle">{t('login.subtitle')}</p>
        <LoginForm />
      </Sheet>
    );
  }
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('login.title')}
      description={t('login.subtitle')}
      closeLabel={t('actions.close')}
    >
      <LoginForm />
    </Dialog>
  );
}
