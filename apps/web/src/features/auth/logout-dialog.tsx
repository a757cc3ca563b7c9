import { useTranslation } from '../../lib/use-translation.js';
import { Button } from '../../components/ui/button.js';
import { Dialog } from '../../components/ui/dialog.js';
import { useToast } from '../../components/ui/toast.js';
import { browser, pageWithoutQuery } from '../../lib/browser.js';
import { useLogout } from './api/logout.js';

export interface LogoutDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The docs/reference/web-app.md#header-login-and-logout logout confirmation: confirm ends the
 * session and reloads the page without its query string or hash; cancel closes.
 */
export function LogoutDialog({ open, onClose }: LogoutDialogProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const mutation = useLogout({
    onSuccess: () => browser.replace(pageWithoutQuery()),
    onError: () => toast(t('header.logout.failed'), 'error'),
  });
  const pending = mutation.isPending || mutation.isSuccess;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      role="alertdialog"
      size="sm"
      title={t('header.logout.title')}
      description={t('header.logout.confirm')}
      closeLabel={t('actions.close')}
      footer={
        <>
          <Button variant="ghost" onClick={onClose} data-autofocus>
            {t('header.logout.cancel')}
          </Button>
          <Button
            variant="primary"
            icon="logout"
            disabled={pending}
            onClick={() => mutation.mutate()}
          >
            {t('header.logout.confirmAction')}
          </Button>
        </>
      }
    />
  );
}
