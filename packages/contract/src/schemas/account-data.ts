import Type, { type Static } from 'typebox';

/*
 * Data ownership (issue 18): an account's owner takes all of it along ("Download my data") or erases
 * it. Real HoYoLAB clients never call these; the settings page, the CLI and operators do.
 */

/**
 * The export's formats: `chronicle`, the ingest bundle `chronicle import` takes back (one JSON
 * file); `hoyolab`, every answer in HoYoLAB's shapes for `chronicle import-raw` and other tools (a
 * zip with a README).
 */
export const EXPORT_FORMATS = ['chronicle', 'hoyolab'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

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
