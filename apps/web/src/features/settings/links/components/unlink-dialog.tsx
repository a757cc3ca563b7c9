import { useId } from 'react';
import { useTranslation } from '../../../../lib/use-translation.js';
import { useDescribeError } from '../../../../app/error-message.js';
import { Button } from '../../../../components/ui/button.js';
import { Dialog } from '../../../../components/ui/dialog.js';
import { Icon } from '../../../../components/ui/icons.js';
import { useToast } from '../../../../components/ui/toast.js';
import { useUnlink } from '../api/link-mutations.js';
import { accountName, type UpstreamLink } from '../api/upstream-links.js';

export interface UnlinkDialogProps {
  /** The link to unlink; the dialog is closed while there is none. */
  link: UpstreamLink | undefined;
  onClose: () => void;
}

/**
 * Unlinking asks what becomes of what the link brought in: keep the roles and records (they stop
 * updating) or delete them too. Both are plain buttons with what they do under them; a failure
 * stays in the dialog, so the choice can be made again.
 */
export function UnlinkDialog({ link, onClose }: UnlinkDialogProps) {
  const { t } = useTranslation('links');
  const toast = useToast();
  const describeError = useDescribeError();
  const unlink = useUnlink();
  const keepHintId = useId();
  const deleteHintId = useId();
  const choice = unlink.isPending ? unlink.variables.delete_records : undefined;

  const close = () => {
    if (unlink.isPending) return;
    unlink.reset();
    onClose();
  };

  const run = (deleteRecords: boolean) => {
    if (!link || unlink.isPending) return;
    unlink.mutate(
      { link_id: link.id, delete_records: deleteRecords },
      {
        onSuccess: () => {
          toast(t(deleteRecords ? 'toast.unlinkedDeleted' : 'toast.unlinked'), 'success');
          unlink.reset();
          onClose();
        },
      },
    );
  };

  return (
    <Dialog
      open={link !== undefined}
      onClose={close}
      role="alertdialog"
      title={link ? t('unlink.title', { account: accountName(link) }) : ''}
      description={t('unlink.description')}
      closeLabel={t('unlink.close')}
      footer={
        <Button variant="ghost" onClick={close} disabled={unlink.isPending}>
          {t('unlink.cancel')}
        </Button>
      }
    >
      <div className="unlink-choices">
        <div className="unlink-choices__item">
          <Button
            variant="secondary"
            block
            disabled={unlink.isPending}
            aria-busy={choice === false || undefined}
            aria-describedby={keepHintId}
            onClick={() => run(false)}
            data-autofocus
          >
            {choice === false ? t('unlink.working') : t('unlink.keep')}
          </Button>
          <p className="unlink-choices__hint" id={keepHintId}>
            {t('unlink.keepHint')}
          </p>
        </div>
        <div className="unlink-choices__item">
          <Button
            variant="danger"
            block
            disabled={unlink.isPending}
            aria-busy={choice === true || undefined}
            aria-describedby={deleteHintId}
            onClick={() => run(true)}
          >
            {choice === true ? t('unlink.working') : t('unlink.delete')}
          </Button>
          <p className="unlink-choices__hint" id={deleteHintId}>
            {t('unlink.deleteHint')}
          </p>
        </div>
      </div>
      {unlink.isError ? (
        <p className="link-form__error" role="alert">
          <Icon name="alert" />
          <span>{describeError(unlink.error).message}</span>
        </p>
      ) : null}
    </Dialog>
  );
}
