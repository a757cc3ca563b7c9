import { lazy, Suspense, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '../../../lib/use-translation.js';
import { Button } from '../../../components/ui/button.js';
import { Sheet } from '../../../components/ui/sheet.js';
import { Skeleton } from '../../../components/ui/skeleton.js';
import { useModal } from '../../../components/ui/use-modal.js';
import type { CurrentRole } from '../../../lib/session.js';
import { useShell } from '../../../lib/shell.js';
import type { RosterCharacter } from '../api/get-character-list.js';
import './detail-host.css';

// Its own chunk: the build view is large and only some visits open it.
const CharacterDetailView = lazy(() =>
  import('./character-detail/character-detail-view.js').then((m) => ({
    default: m.CharacterDetailView,
  })),
);

export interface DetailHostProps {
  role: CurrentRole;
  character: RosterCharacter | undefined;
  onClose: () => void;
}

function Loading({ label }: { label: string }) {
  return (
    <div className="detail-host__loading" role="status" aria-label={label}>
      <Skeleton height={120} radius="var(--radius-lg)" />
      <Skeleton height={240} radius="var(--radius-lg)" />
    </div>
  );
}

/** A wide modal panel for the desktop: the detail view needs more room than the card dialog. */
function DesktopPanel({
  title,
  onClose,
  children,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('common');
  const panelRef = useRef<HTMLDivElement>(null);
  useModal(true, panelRef, onClose);
  return createPortal(
    <div className="detail-host">
      <div className="detail-host__backdrop" onClick={onClose} aria-hidden="true" />
      <div
        ref={panelRef}
        className="detail-host__panel"
        role="dialog"
        aria-modal="true"
        aria-label={title}
        tabIndex={-1}
      >
        <div className="detail-host__close">
          <Button
            variant="secondary"
            icon="close"
            iconOnly
            aria-label={t('actions.close')}
            onClick={onClose}
          />
        </div>
        {children}
      </div>
    </div>,
    document.body,
  );
}

/** Where the character detail view shows: a wide panel on desktop, a full-height sheet on mobile. */
export function DetailHost({ role, character, onClose }: DetailHostProps) {
  const { t } = useTranslation(['roster', 'common']);
  const shell = useShell();
  if (!character) return null;
  const title = t('detail.title', { name: character.name });
  const view = (
    <Suspense fallback={<Loading label={t('detail.loading')} />}>
      <CharacterDetailView role={role} characterId={character.id} onClose={onClose} />
    </Suspense>
  );
  if (shell === 'mobile') {
    return (
      <Sheet
        open
        onClose={onClose}
        title={title}
        closeLabel={t('common:actions.close')}
        height="full"
      >
        {view}
      </Sheet>
    );
  }
  return (
    <DesktopPanel title={title} onClose={onClose}>
      {view}
    </DesktopPanel>
  );
}
