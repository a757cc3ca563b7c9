import { cardEndpoints } from '@chronicle/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/use-translation.js';
import { useDescribeError } from '../../../app/error-message.js';
import { useToast } from '../../../components/ui/toast.js';
import { api } from '../../../lib/api-client.js';
import { gameRecordCardQueryOptions } from '../../../lib/session.js';
import { switchOn, withSwitch } from '../switches.js';

const { changeDataSwitch, getGameRecordCard } = cardEndpoints;

/** Every change of a privacy switch; the cards are refetched once the last one settles. */
const MUTATION_KEY = [changeDataSwitch.id] as const;

export interface SwitchChange {
  switch_id: number;
  is_public: boolean;
}

/**
 * Changes one of the owner's privacy switches of a game
 * (docs/reference/privacy.md#privacy-switches): the card query shows the new value at once, a
 * failure puts the old one back with an error toast, and afterwards every card
 * query is refetched so the rest of the app (session, render gate) follows.
 */
export function useChangeDataSwitch(uid: string, gameId: number) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const { t } = useTranslation('settings');
  const describeError = useDescribeError();
  const { queryKey } = gameRecordCardQueryOptions(uid);

  return useMutation({
    mutationKey: MUTATION_KEY,
    mutationFn: (change: SwitchChange) =>
      api.call(changeDataSwitch, {
        switch_id: change.switch_id,
        is_public: change.is_public,
        game_id: gameId,
      }),
    onMutate: async (change) => {
      // A refetch still in flight would overwrite the optimistic value with the old one.
      await queryClient.cancelQueries({ queryKey });
      const before = queryClient.getQueryData(queryKey);
      const card = before?.list.find((entry) => entry.game_id === gameId);
      const previous = card ? switchOn(card, change.switch_id) : undefined;
      queryClient.setQueryData(queryKey, (data) =>
        data ? withSwitch(data, gameId, change.switch_id, change.is_public) : data,
      );
      return { previous };
    },
    onError: (error, change, context) => {
      const previous = context?.previous;
      // Only this switch goes back: another switch changed meanwhile keeps its own value.
      if (previous !== undefined) {
        queryClient.setQueryData(queryKey, (data) =>
          data ? withSwitch(data, gameId, change.switch_id, previous) : data,
        );
      }
      toast(t('toast.failed', { reason: describeError(error).message }), 'error');
    },
    onSuccess: () => toast(t('toast.saved'), 'success'),
    onSettled: () => {
      // This mutation still counts as running here; refetch only after the last one.
      if (queryClient.isMutating({ mutationKey: MUTATION_KEY }) > 1) return;
      return queryClient.invalidateQueries({ queryKey: [getGameRecordCard.id] });
    },
  });
}
