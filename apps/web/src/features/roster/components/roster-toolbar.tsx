import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.js';
import { Button } from '../../../components/ui/button.js';
import { Card } from '../../../components/ui/card.js';
import { Sheet } from '../../../components/ui/sheet.js';
import { useShell } from '../../../lib/shell.js';
import { activeFilterCount, NO_FILTERS, type RosterFilters } from '../lib/roster-filters.js';
import { FilterPanel, SortSelect } from './filter-panel.js';
import './roster-toolbar.css';

export interface RosterToolbarProps {
  filters: RosterFilters;
  onChange: (next: RosterFilters) => void;
  shown: number;
  total: number | undefined;
  /** A new filter's answer is on its way (the previous list stays visible meanwhile). */
  updating: boolean;
}

function CountLine({ shown, total, updating }: Omit<RosterToolbarProps, 'filters' | 'onChange'>) {
  const { t } = useTranslation('roster');
  return (
    <p className="roster-toolbar__count tabular" aria-live="polite">
      {updating ? t('filters.updating') : t('count', { shown, total: total ?? shown })}
    </p>
  );
}

/** Desktop: every filter visible in one card. Mobile: a compact bar whose filters open in a sheet. */
export function RosterToolbar(props: RosterToolbarProps) {
  const { filters, onChange } = props;
  const { t } = useTranslation(['roster', 'common']);
  const shell = useShell();
  const [sheetOpen, setSheetOpen] = useState(false);
  const active = activeFilterCount(filters);
  const canReset = active > 0 || filters.sortType !== NO_FILTERS.sortType;
  const reset = (
    <Button
      variant="ghost"
      size="sm"
      icon="refresh"
      disabled={!canReset}
      onClick={() => onChange(NO_FILTERS)}
    >
      {t('filters.reset')}
    </Button>
  );

  if (shell === 'mobile') {
    return (
      <div className="roster-toolbar roster-toolbar--mobile">
        <div className="roster-toolbar__row">
          <Button
            variant={active > 0 ? 'primary' : 'secondary'}
            size="sm"
            icon="settings"
            aria-haspopup="dialog"
            onClick={() => setSheetOpen(true)}
          >
            {active > 0 ? t('filters.openActive', { count: active }) : t('filters.open')}
          </Button>
          <SortSelect filters={filters} onChange={onChange} />
        </div>
        <div className="roster-toolbar__row">
          <CountLine shown={props.shown} total={props.total} updating={props.updating} />
          {reset}
        </div>
        <Sheet
          open={sheetOpen}
          onClose={() => setSheetOpen(false)}
          title={t('filters.label')}
          closeLabel={t('common:actions.close')}
        >
          <FilterPanel filters={filters} onChange={onChange} />
          <div className="roster-toolbar__sheet-actions">
            {reset}
            <Button variant="primary" block onClick={() => setSheetOpen(false)}>
              {t('filters.done', { count: props.shown })}
            </Button>
          </div>
        </Sheet>
      </div>
    );
  }

  return (
    <Card className="roster-toolbar" aria-label={t('filters.label')}>
      <FilterPanel filters={filters} onChange={onChange} />
      <div className="roster-toolbar__footer">
        <CountLine shown={props.shown} total={props.total} updating={props.updating} />
        <div className="roster-toolbar__actions">
          <SortSelect filters={filters} onChange={onChange} />
          {reset}
        </div>
      </div>
    </Card>
  );
}
