import { formatDate } from '@chronicle/contract';
import { useId } from 'react';
import { useTranslation } from '../../../lib/use-translation.js';
import type { GcgSeason } from '../api/gcg-types.js';

/** The challenge-season switch: the stored seasons, newest first, with their dates. */
export function SeasonSelect({
  seasons,
  value,
  onChange,
}: {
  seasons: readonly GcgSeason[];
  value: number | undefined;
  onChange: (id: number) => void;
}) {
  const { t } = useTranslation('tcg');
  const id = useId();
  return (
    <div className="tcg-season">
      <label className="tcg-season__label" htmlFor={id}>
        {t('challenge.seasonLabel')}
      </label>
      <select
        id={id}
        className="tcg-season__select"
        value={value ?? seasons[0]?.id ?? ''}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {seasons.map((season) => (
          <option key={season.id} value={season.id}>
            {season.name} ·{' '}
            {t('challenge.range', { start: formatDate(season.begin), end: formatDate(season.end) })}
          </option>
        ))}
      </select>
    </div>
  );
}
