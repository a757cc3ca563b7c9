import Type, { type Static } from 'typebox';

/*
 * Data ownership (issue 18): an account's owner takes all of it along ("Download my data") or erases
 * it. Real HoYoLAB clients never call these; the settings page, the CLI and operators do.
 */

/** The export's formats: Chronicle's ingest bundle (`chronicle import` takes it back). */
export const EXPORT_FORMATS = ['chronicle'] as const;

export const ExportQuery = Type.Object({
  format: Type.Optional(Type.Enum(EXPORT_FORMATS)),
});

export const DeleteAccountBody = Type.Object({
  /** The account name, typed again by the owner: the second step of the confirmation. */
  confirm: Type.String({ maxLength: 64 }),
});
export type DeleteAccountBody = Static<typeof DeleteAccountBody>;

/** What an erasure removed. */
export const DeletionData = Type.Object({
  roles: Type.Integer(),
  snapshots: Type.Integer(),
  links: Type.Integer(),
  /** Mirrored images no other record used. */
  media: Type.Integer(),
});
export type DeletionData = Static<typeof DeletionData>;
