import { useId, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from '../../../../lib/use-translation.js';
import { Card } from '../../../../components/ui/card.js';
import { useShell } from '../../../../lib/shell.js';
import { IMPORT_ACCEPT } from '../api/import-file.js';
import { useFileImport } from '../use-file-import.js';
import { ImportGlyph, LockGlyph } from './glyphs.js';
import { HelpSteps } from './help-steps.js';
import { ImportResult } from './import-result.js';
import '../import.css';

const STEPS = ['1', '2', '3', '4'] as const;

/** Whether a drag carries files (not text or a link from the page). */
function carriesFiles(event: DragEvent): boolean {
  return Array.from(event.dataTransfer.types).includes('Files');
}

/**
 * "Import a file": a HAR file saved from the browser's DevTools, or saved answers as JSON. Files
 * are chosen with the file input, or dropped on the card on the desktop page; each gets its summary.
 */
export function ImportCard() {
  const { t } = useTranslation('links');
  const shell = useShell();
  const titleId = useId();
  const inputId = useId();
  const hintId = useId();
  const resultsId = useId();
  const { entries, add, busy } = useFileImport();
  const [dragging, setDragging] = useState(false);
  const depth = useRef(0);
  const droppable = shell === 'desktop';
  const current = entries.find((entry) => entry.state === 'importing');

  const drop = droppable
    ? {
        onDragEnter: (event: DragEvent) => {
          if (!carriesFiles(event)) return;
          event.preventDefault();
          depth.current += 1;
          setDragging(true);
        },
        onDragOver: (event: DragEvent) => {
          if (!carriesFiles(event)) return;
          event.preventDefault();
          event.dataTransfer.dropEffect = busy ? 'none' : 'copy';
        },
        onDragLeave: () => {
          depth.current = Math.max(0, depth.current - 1);
          if (depth.current === 0) setDragging(false);
        },
        onDrop: (event: DragEvent) => {
          if (!carriesFiles(event)) return;
          event.preventDefault();
          depth.current = 0;
          setDragging(false);
          if (!busy) add(Array.from(event.dataTransfer.files));
        },
      }
    : {};

  return (
    <Card className="settings__card import-card" title={t('import.title')} titleId={titleId}>
      <p className="links__text">{t('import.intro')}</p>
      <div className={`import-drop${dragging ? ' import-drop--active' : ''}`} {...drop}>
        <ImportGlyph className="import-drop__glyph" />
        <input
          id={inputId}
          className="import-drop__input visually-hidden"
          type="file"
          accept={IMPORT_ACCEPT}
          multiple
          disabled={busy}
          aria-describedby={hintId}
          onChange={(event) => {
            add(Array.from(event.target.files ?? []));
            // The same file can be chosen again (after a fix on the server, say).
            event.target.value = '';
          }}
        />
        <label
          htmlFor={inputId}
          className={`btn btn--secondary btn--md import-drop__button${busy ? ' import-drop__button--busy' : ''}`}
        >
          {t('import.choose')}
        </label>
        {droppable ? (
          <p className="import-drop__or" aria-hidden="true">
            {dragging ? t('import.dropNow') : t('import.drop')}
          </p>
        ) : null}
        <p className="import-drop__hint" id={hintId}>
          {t('import.accepts')}
        </p>
        <p className="import-drop__status" role="status">
          {current ? (
            <>
              <span className="import-drop__spinner" aria-hidden="true" />
              {t('import.busy', { name: current.name })}
            </>
          ) : null}
        </p>
      </div>

      {entries.length > 0 ? (
        <section
          className="import-results"
          aria-labelledby={resultsId}
          aria-busy={busy || undefined}
        >
          <h3 className="import-results__title" id={resultsId}>
            {t('import.results')}
          </h3>
          <ul className="import-results__list">
            {entries.map((entry) => (
              <ImportResult key={entry.id} entry={entry} />
            ))}
          </ul>
        </section>
      ) : null}

      <HelpSteps
        summary={t('import.help.summary')}
        steps={STEPS.map((step) => t(`import.help.steps.${step}`))}
      />
      <p className="link-form__privacy">
        <LockGlyph />
        <span>{t('import.privacy')}</span>
      </p>
    </Card>
  );
}
