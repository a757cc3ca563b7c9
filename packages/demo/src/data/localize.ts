import { localizeTable } from '@chronicle/contract';

/* The 15-language tuples of the data tables: order and type are the contract's. */
export { TABLE_LANGS, type L15 } from '@chronicle/contract';
export const localize = localizeTable;
