import type { Kysely, Selectable } from 'kysely';
import type { CatalogItemsTable, CatalogTextsTable, Database } from '../../db/database.js';

export type CatalogItemRow = Selectable<CatalogItemsTable>;
export type CatalogTextRow = Selectable<CatalogTextsTable>;

export async function upsertCatalogItem(db: Kysely<Database>, row: CatalogItemRow): Promise<void> {
  await db
    .insertInto('catalog_items')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['kind', 'id']).doUpdateSet({ icon: row.icon, attrs: row.attrs }),
    )
    .execute();
}

export async function upsertCatalogTexts(
  db: Kysely<Database>,
  rows: readonly CatalogTextRow[],
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('catalog_texts')
    .values([...rows])
    .onConflict((oc) =>
      oc.columns(['kind', 'id', 'lang']).doUpdateSet((eb) => ({
        name: eb.ref('excluded.name'),
        texts: eb.ref('excluded.texts'),
      })),
    )
    .execute();
}

export async function loadCatalog(
  db: Kysely<Database>,
): Promise<{ items: CatalogItemRow[]; texts: CatalogTextRow[] }> {
  const [items, texts] = await Promise.all([
    db.selectFrom('catalog_items').selectAll().execute(),
    db.selectFrom('catalog_texts').selectAll().execute(),
  ]);
  return { items, texts };
}

/** The stored rows of some catalog kinds (the merge of upstream answers reads these first). */
export async function loadCatalogOf(
  db: Kysely<Database>,
  kinds: readonly string[],
): Promise<{ items: CatalogItemRow[]; texts: CatalogTextRow[] }> {
  const [items, texts] = await Promise.all([
    db.selectFrom('catalog_items').selectAll().where('kind', 'in', kinds).execute(),
    db.selectFrom('catalog_texts').selectAll().where('kind', 'in', kinds).execute(),
  ]);
  return { items, texts };
}
