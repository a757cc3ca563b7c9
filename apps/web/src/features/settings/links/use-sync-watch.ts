import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../lib/use-translation.js';
import { useToast, type ToastTone } from '../../../components/ui/toast.js';
import { accountName, refreshAccountQueries, type UpstreamLink } from './api/upstream-links.js';

type EndKey = 'toast.syncDone' | 'toast.syncPartial' | 'toast.syncFailed' | 'toast.syncEnded';

/** The toast of a finished sync, by the status it left the link in. */
function endOf(link: UpstreamLink): { key: EndKey; tone: ToastTone } {
  switch (link.status) {
    case 'ok':
      return { key: 'toast.syncDone', tone: 'success' };
    case 'partial':
      return { key: 'toast.syncPartial', tone: 'info' };
    case 'pending':
      return { key: 'toast.syncEnded', tone: 'info' };
    case 'login_expired':
    case 'verification_needed':
    case 'error':
      return { key: 'toast.syncFailed', tone: 'error' };
  }
}

/**
 * Watches the polled links: when one that was syncing is not any more, says how it ended in a toast
 * and refetches what the sync may have changed (roles, cards, records).
 */
export function useSyncWatch(links: readonly UpstreamLink[] | undefined): void {
  const { t } = useTranslation('links');
  const toast = useToast();
  const client = useQueryClient();
  const syncing = useRef<ReadonlySet<number>>(new Set());

  useEffect(() => {
    if (!links) return;
    const before = syncing.current;
    syncing.current = new Set(links.filter((link) => link.syncing).map((link) => link.id));
    const ended = links.filter((link) => before.has(link.id) && !link.syncing);
    for (const link of ended) {
      const { key, tone } = endOf(link);
      toast(t(key, { account: accountName(link) }), tone);
    }
    if (ended.length > 0) void refreshAccountQueries(client);
  }, [links, t, toast, client]);
}
