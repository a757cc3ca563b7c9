import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.js';
import { useDescribeError } from '../../../app/error-message.js';
import { MAX_IMPORT_BYTES, importFileText, type ImportSummary } from './api/import-file.js';
import { refreshAccountQueries } from './api/upstream-links.js';

export type ImportState = 'waiting' | 'importing' | 'done' | 'failed';

export interface ImportEntry {
  id: number;
  name: string;
  size: number;
  state: ImportState;
  summary?: ImportSummary;
  /** Why the file was not imported, in the page's language. */
  error?: string;
}

/**
 * Imports files one after the other (a large HAR file keeps the server busy enough on its own):
 * each file's text is the body of one import call. A file over the size limit is refused here.
 * Once the queue is empty and something came in, the cards and records are refetched.
 */
export function useFileImport() {
  const { t } = useTranslation('links');
  const describeError = useDescribeError();
  const client = useQueryClient();
  const [entries, setEntries] = useState<readonly ImportEntry[]>([]);
  const nextId = useRef(1);
  const queue = useRef<{ id: number; file: File }[]>([]);
  const running = useRef(false);

  const update = (id: number, patch: Partial<ImportEntry>) =>
    setEntries((list) => list.map((entry) => (entry.id === id ? { ...entry, ...patch } : entry)));

  const importOne = async (id: number, file: File): Promise<boolean> => {
    if (file.size > MAX_IMPORT_BYTES) {
      update(id, { state: 'failed', error: t('import.tooLarge') });
      return false;
    }
    update(id, { state: 'importing' });
    let text: string;
    try {
      text = await file.text();
    } catch {
      update(id, { state: 'failed', error: t('import.unreadable') });
      return false;
    }
    try {
      const summary = await importFileText(file.name, text);
      update(id, { state: 'done', summary });
      return summary.imported > 0;
    } catch (error) {
      update(id, { state: 'failed', error: describeError(error).message });
      return false;
    }
  };

  const drain = async () => {
    if (running.current) return;
    running.current = true;
    let changed = false;
    for (let next = queue.current.shift(); next; next = queue.current.shift()) {
      if (await importOne(next.id, next.file)) changed = true;
    }
    running.current = false;
    if (changed) await refreshAccountQueries(client);
  };

  /** Adds files to the queue, and to the end of the list, and starts the queue if it is idle. */
  const add = (files: readonly File[]) => {
    if (files.length === 0) return;
    const added = files.map((file) => ({ id: nextId.current++, file }));
    queue.current.push(...added);
    setEntries((list) => [
      ...list,
      ...added.map(({ id, file }): ImportEntry => ({
        id,
        name: file.name,
        size: file.size,
        state: 'waiting',
      })),
    ]);
    void drain();
  };

  const busy = entries.some((entry) => entry.state === 'waiting' || entry.state === 'importing');
  return { entries, add, busy };
}
