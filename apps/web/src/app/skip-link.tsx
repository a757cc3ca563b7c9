import { useTranslation } from '../lib/use-translation.js';

/**
 * Jumps keyboard users past the header. A button, not `href="#main"`: in a hash router that anchor
 * would be read as a route.
 */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="skip-link"
      onClick={() => document.getElementById('main')?.focus()}
    >
      {t('page.skipToContent')}
    </button>
  );
}
