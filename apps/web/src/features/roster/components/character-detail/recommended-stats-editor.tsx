import { RETCODE } from '@chronicle/contract';
import { useState } from 'react';
import { useTranslation } from '../../../../lib/use-translation.js';
import { useDescribeError } from '../../../../app/error-message.js';
import { Button } from '../../../../components/ui/button.js';
import { Icon } from '../../../../components/ui/icons.js';
import { useToast } from '../../../../components/ui/toast.js';
import { retcodeOf } from '../../../../lib/api-client.js';
import type { CurrentRole } from '../../../../lib/session.js';
import type { PropertyMap, RelicPropertyOptions } from '../../api/get-character-detail.js';
import { useSetRecommendProp } from '../../api/set-recommend-prop.js';
import { propertyInfo } from './property-names.js';
import type { RelicPropertyLists } from './recommendation.js';

export type ListKey = keyof RelicPropertyLists;

/** One editable row: which list it edits and its (already localized) label. */
export interface StatRow {
  list: ListKey;
  label: string;
}

export interface RecommendedStatsEditorProps {
  role: CurrentRole;
  characterId: number;
  rows: readonly StatRow[];
  /** The preference shown right now (the player's picks, or the suggestion). */
  current: RelicPropertyLists;
  /** Whether the player has picks of their own, so there is something to reset. */
  custom: boolean;
  options: RelicPropertyOptions;
  propertyMap: PropertyMap;
  onClose: () => void;
}

/** Keeps only allowed ids, in the order of the options, so the body is stable and valid. */
function pick(options: RelicPropertyOptions, chosen: Partial<Record<ListKey, readonly number[]>>) {
  const lists = {} as RelicPropertyLists;
  for (const key of Object.keys(options) as ListKey[]) {
    const set = new Set(chosen[key] ?? []);
    lists[key] = options[key].filter((id) => set.has(id));
  }
  return lists;
}

/**
 * The owner's editor of preferred relic stats: toggle chips of the allowed options per slot,
 * Save, Reset to suggested (only when there are picks to reset) and Cancel.
 */
export function RecommendedStatsEditor({
  role,
  characterId,
  rows,
  current,
  custom,
  options,
  propertyMap,
  onClose,
}: RecommendedStatsEditorProps) {
  const { t } = useTranslation('character');
  const describe = useDescribeError();
  const toast = useToast();
  const [lists, setLists] = useState(() => pick(options, current));
  const mutation = useSetRecommendProp(role, characterId, {
    onSuccess: (saved) => {
      toast(saved ? t('recommended.editor.saved') : t('recommended.editor.resetDone'), 'success');
      onClose();
    },
  });
  const busy = mutation.isPending;

  const toggle = (list: ListKey, id: number) =>
    setLists((previous) => {
      const chosen = previous[list].includes(id)
        ? previous[list].filter((value) => value !== id)
        : [...previous[list], id];
      return pick(options, { ...previous, [list]: chosen });
    });

  const errorMessage = mutation.isError
    ? retcodeOf(mutation.error) === RETCODE.NOTES_OWNER_ONLY
      ? t('recommended.editor.ownerOnly')
      : describe(mutation.error).message
    : null;

  return (
    <form
      className="cd-reco-edit"
      aria-label={t('recommended.editor.title')}
      aria-busy={busy}
      onSubmit={(event) => {
        event.preventDefault();
        mutation.mutate(lists);
      }}
    >
      <p className="cd-note cd-note--small">{t('recommended.editor.hint')}</p>
      {rows.map((row) => (
        <fieldset key={row.list} className="cd-reco-edit__row" disabled={busy}>
          <legend>{row.label}</legend>
          <div className="cd-reco-edit__chips">
            {options[row.list].map((id) => {
              const pressed = lists[row.list].includes(id);
              return (
                <button
                  key={id}
                  type="button"
                  className={`cd-chip cd-reco-edit__chip${pressed ? ' cd-chip--accent' : ''}`}
                  aria-pressed={pressed}
                  onClick={() => toggle(row.list, id)}
                >
                  {pressed ? <Icon name="check" /> : null}
                  {propertyInfo(propertyMap, id).name}
                </button>
              );
            })}
          </div>
        </fieldset>
      ))}
      {errorMessage ? (
        <p className="cd-reco-edit__error" role="alert">
          <Icon name="alert" />
          <span>{errorMessage}</span>
        </p>
      ) : null}
      <div className="cd-reco-edit__actions">
        {custom ? (
          <Button
            variant="ghost"
            size="sm"
            icon="refresh"
            className="cd-reco-edit__reset"
            disabled={busy}
            onClick={() => mutation.mutate(null)}
          >
            {t('recommended.editor.reset')}
          </Button>
        ) : null}
        <Button variant="secondary" size="sm" disabled={busy} onClick={onClose}>
          {t('recommended.editor.cancel')}
        </Button>
        <Button type="submit" variant="primary" size="sm" disabled={busy}>
          {busy ? t('recommended.editor.saving') : t('recommended.editor.save')}
        </Button>
      </div>
    </form>
  );
}
