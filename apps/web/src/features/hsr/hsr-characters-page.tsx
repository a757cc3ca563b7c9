import { useTranslation } from 'react-i18next';
import { Card } from '../../components/ui/card.js';
import { EmptyState } from '../../components/ui/empty-state.js';

/** Issue 9 builds this page; until then, the empty-data block. */
export function HsrCharactersPage() {
  const { t } = useTranslation(['common', 'errors']);
  return (
    <Card>
      <EmptyState message={t('errors:not_data')} hint={t('errors:tips.later')} />
    </Card>
  );
}
