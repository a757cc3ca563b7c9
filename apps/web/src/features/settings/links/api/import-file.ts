import { endpoints, type ImportSummary } from '@chronicle/contract';
import { api } from '../../../../lib/api-client.js';

const { importFile } = endpoints.upstream;

export type { ImportSummary };

/** The largest file the page sends; the server refuses bigger bodies anyway. */
export const MAX_IMPORT_BYTES = 64 * 1024 * 1024;

/** What the page accepts in its file input. */
export const IMPORT_ACCEPT = '.har,.json';

/** A `.har` file is said to be one; anything else lets the server tell HAR from saved answers. */
export function importFormat(fileName: string): 'har' | undefined {
  return /\.har$/i.test(fileName) ? 'har' : undefined;
}

/** POST upstream/import with the file's text as the body. */
export async function importFileText(fileName: string, text: string): Promise<ImportSummary> {
  const format = importFormat(fileName);
  const { summary } = await api.call(importFile, format ? { format } : {}, { body: text });
  return summary;
}
