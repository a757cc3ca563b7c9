import { useTranslation } from 'react-i18next';
import { Card } from '../components/ui/card.js';
import { EmptyState } from '../components/ui/empty-state.js';

/** A page a later issue builds: the empty-data block inside its layout. */
export function PlaceholderPage() {
  const { t } = useTranslation(['common', 'errors']);
  return (
    <Card>
      <EmptyState message={t('errors:not_data')} hint={t('errors:tips.later')} />
    </Card>
  );
}
