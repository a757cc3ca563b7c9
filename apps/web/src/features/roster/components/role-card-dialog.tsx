import { useTranslation } from '../../../lib/use-translation.js';
import { Dialog } from '../../../components/ui/dialog.js';
import { Sheet } from '../../../components/ui/sheet.js';
import { useShell } from '../../../lib/shell.js';
import type { RosterCharacter } from '../api/get-character-list.js';
import { RoleCardContent } from './role-card-content.js';

export interface RoleCardDialogProps {
  character: RosterCharacter | undefined;
  onClose: () => void;
  onViewDetails: (character: RosterCharacter) => void;
}

/** The role card in the shell's modal: a dialog on desktop, a bottom sheet on mobile. */
export function RoleCardDialog({ character, onClose, onViewDetails }: RoleCardDialogProps) {
  const { t } = useTranslation('common');
  const shell = useShell();
  const open = character !== undefined;
  const content = character ? (
    <RoleCardContent character={character} onViewDetails={() => onViewDetails(character)} />
  ) : null;
  const title = character?.name ?? '';
  return shell === 'mobile' ? (
    <Sheet open={open} onClose={onClose} title={title} closeLabel={t('actions.close')}>
      {content}
    </Sheet>
  ) : (
    <Dialog open={open} onClose={onClose} title={title} closeLabel={t('actions.close')}>
      {content}
    </Dialog>
  );
}
