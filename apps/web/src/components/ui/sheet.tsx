import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Button } from './button.js';
import { useModal } from './use-modal.js';
import './sheet.css';

export interface SheetProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  closeLabel: string;
  children?: ReactNode;
  /** `full` takes the whole height (login); `auto` hugs its content (pickers). */
  height?: 'auto' | 'full';
}

/** A bottom sheet for the mobile shell, with the same modal behaviour as the dialog. */
export function Sheet({ open, onClose, title, closeLabel, children, height = 'auto' }: SheetProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useModal(open, panelRef, onClose);
  if (!open) return null;
  return createPortal(
    <div className="sheet-root">
      <div className="sheet-backdrop" onClick={onClose} aria-hidden="true" />
      <div
        ref={panelRef}
        className={`sheet sheet--${height}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <span className="sheet__grabber" aria-hidden="true" />
        <header className="sheet__header">
          <h2 className="sheet__title" id={titleId}>
            {title}
          </h2>
          <Button variant="ghost" icon="close" iconOnly aria-label={closeLabel} onClick={onClose} />
        </header>
        <div className="sheet__body">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
