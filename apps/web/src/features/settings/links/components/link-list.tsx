import { useState } from 'react';
import { useTranslation } from '../../../../lib/use-translation.js';
import { useDescribeError } from '../../../../app/error-message.js';
import { useToast } from '../../../../components/ui/toast.js';
import { useSyncNow } from '../api/link-mutations.js';
import { accountName, type UpstreamLink } from '../api/upstream-links.js';
import { LinkItem } from './link-item.js';
import { UnlinkDialog } from './unlink-dialog.js';

/** The linked accounts, each with its sync and unlink actions, and the unlink dialog. */
export function LinkList({ links }: { links: readonly UpstreamLink[] }) {
  const { t } = useTranslation('links');
  const toast = useToast();
  const describeError = useDescribeError();
  const sync = useSyncNow();
  const [unlinking, setUnlinking] = useState<number | undefined>(undefined);
  const target = links.find((link) => link.id === unlinking);

  const startSync = (link: UpstreamLink) =>
    sync.mutate(link.id, {
      onSuccess: () => toast(t('toast.syncStarted', { account: accountName(link) }), 'info'),
      onError: (error) =>
        toast(t('toast.syncNotStarted', { reason: describeError(error).message }), 'error'),
    });

  return (
    <>
      <ul className="link-list">
        {links.map((link) => (
          <LinkItem
            key={link.id}
            link={link}
            starting={sync.isPending && sync.variables === link.id}
            onSync={startSync}
            onUnlink={(chosen) => setUnlinking(chosen.id)}
          />
        ))}
      </ul>
      <UnlinkDialog link={target} onClose={() => setUnlinking(undefined)} />
    </>
  );
}
