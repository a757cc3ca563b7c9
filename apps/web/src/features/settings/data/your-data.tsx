import { accountDataEndpoints, type ExportFormat } from '@chronicle/contract';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation.js';
import { useDescribeError } from '../../../app/error-message.js';
import { Button } from '../../../components/ui/button.js';
import { Card } from '../../../components/ui/card.js';
import { Dialog } from '../../../components/ui/dialog.js';
import { Icon } from '../../../components/ui/icons.js';
import { api, endpointUrl } from '../../../lib/api-client.js';
import { browser } from '../../../lib/browser.js';
import './your-data.css';

const { deleteOwnAccount } = accountDataEndpoints;

/** Where "Download my data" points: the owner's ingest bundle or HoYoLAB-shaped answers. */
export const exportUrl = (format: ExportFormat) =>
  `${endpointUrl({ family: 'accountData', path: 'export' })}?format=${format}`;

/**
 * "Delete my data" in two steps (issue 18): what is erased, then the account name typed again.
 * On success the session is gone with the account, so the page starts over logged out.
 */
function DeleteDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation(['settings', 'links']);
  const describeError = useDescribeError();
  const inputId = useId();
  const [step, setStep] = useState<1 | 2>(1);
  const [confirm, setConfirm] = useState('');
  const erase = useMutation({
    mutationFn: (text: string) => api.call(deleteOwnAccount, { confirm: text }),
    onSuccess: () => browser.reload(),
  });
  const close = () => {
    if (erase.isPending) return;
    setStep(1);
    setConfirm('');
    erase.reset();
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (confirm.trim() !== '' && !erase.isPending) erase.mutate(confirm.trim());
  };
  return (
    <Dialog
      open={open}
      onClose={close}
      role="alertdialog"
      title={t('data.delete.title')}
      description={step === 1 ? t('data.delete.what') : t('data.delete.typeName')}
      closeLabel={t('links:unlink.close')}
      footer={
        step === 1 ? (
          <>
            <Button variant="ghost" onClick={close}>
              {t('data.delete.cancel')}
            </Button>
            <Button variant="danger" onClick={() => setStep(2)} data-autofocus>
              {t('data.delete.continue')}
            </Button>
          </>
        ) : (
          <>
            <Button variant="ghost" onClick={close} disabled={erase.isPending}>
              {t('data.delete.cancel')}
            </Button>
            <Button
              variant="danger"
              type="submit"
              form={`${inputId}-form`}
              disabled={confirm.trim() === '' || erase.isPending}
              aria-busy={erase.isPending || undefined}
            >
              {erase.isPending ? t('data.delete.working') : t('data.delete.confirm')}
            </Button>
          </>
        )
      }
    >
      {step === 1 ? (
        <ul className="your-data__erased">
          {(['records', 'links', 'settings', 'account'] as const).map((key) => (
            <li key={key}>{t(`data.delete.items.${key}`)}</li>
          ))}
        </ul>
      ) : (
        <form id={`${inputId}-form`} className="your-data__confirm" onSubmit={submit}>
          <label htmlFor={inputId}>{t('data.delete.nameLabel')}</label>
          <input
            id={inputId}
            className="your-data__input"
            value={confirm}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            onChange={(event) => setConfirm(event.target.value)}
            data-autofocus
          />
          {erase.isError ? (
            <p className="your-data__error" role="alert">
              <Icon name="alert" />
              <span>{describeError(erase.error).message}</span>
            </p>
          ) : null}
        </form>
      )}
    </Dialog>
  );
}

/** The settings page's "Your data": take all of it along, or erase it (issue 18). */
export function YourData() {
  const { t } = useTranslation('settings');
  const titleId = useId();
  const [deleting, setDeleting] = useState(false);
  return (
    <Card className="settings__card your-data" title={t('data.title')} titleId={titleId}>
      <div className="your-data__row">
        <div className="your-data__text">
          <h3 className="your-data__name">{t('data.download.title')}</h3>
          <p className="your-data__hint">{t('data.download.hint')}</p>
        </div>
        <div className="your-data__actions">
          <a className="btn btn--secondary btn--md" href={exportUrl('chronicle')} download>
            {t('data.download.action')}
          </a>
          <a className="btn btn--ghost btn--md" href={exportUrl('hoyolab')} download>
            {t('data.download.hoyolab')}
          </a>
        </div>
      </div>
      <div className="your-data__row">
        <div className="your-data__text">
          <h3 className="your-data__name">{t('data.delete.rowTitle')}</h3>
          <p className="your-data__hint">{t('data.delete.hint')}</p>
        </div>
        <Button variant="danger" onClick={() => setDeleting(true)}>
          {t('data.delete.action')}
        </Button>
      </div>
      <DeleteDialog open={deleting} onClose={() => setDeleting(false)} />
    </Card>
  );
}
