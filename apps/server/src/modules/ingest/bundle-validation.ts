import {
  IngestBundle,
  RETCODE,
  SNAPSHOT_KINDS,
  isSnapshotKind,
  type IngestSnapshot,
} from '@chronicle/contract';
import { Compile } from 'typebox/compile';
import { ApiError } from '../../http/api-error.js';
import { describeIssue } from '../../http/json-path.js';

// Compiled once per process: validation of large bundles stays fast.
const bundleValidator = Compile(IngestBundle);
const kindValidators = new Map(
  Object.entries(SNAPSHOT_KINDS).map(([kind, def]) => [kind, Compile(def.schema)] as const),
);

/** The item lists of a bundle, in the order `applyBundle` applies them. */
export const BUNDLE_SECTIONS = ['accounts', 'roles', 'switches', 'catalog', 'snapshots'] as const;
export type BundleSection = (typeof BUNDLE_SECTIONS)[number];
type Item<S extends BundleSection> = NonNullable<IngestBundle[S]>[number];

const items = IngestBundle.properties;
const itemValidators = {
  accounts: Compile(items.accounts.items),
  roles: Compile(items.roles.items),
  switches: Compile(items.switches.items),
  catalog: Compile(items.catalog.items),
  snapshots: Compile(items.snapshots.items),
};

export const invalidPayload = (message: string) =>
  new ApiError(RETCODE.INVALID_PAYLOAD, `Invalid payload: ${message}`);

/** Checks unknown data against the bundle schema; throws -9101 naming the first bad JSON path. */
export function parseBundle(value: unknown): IngestBundle {
  if (!bundleValidator.Check(value)) {
    throw invalidPayload(describeIssue(bundleValidator.Errors(value)[0]));
  }
  return value;
}

/**
 * `parseBundle` of one item of a section, read alone (`chronicle import` streams large files): the
 * same check, the error naming `$.<section>[index]`.
 */
export function parseBundleItem<S extends BundleSection>(
  section: S,
  value: unknown,
  index: number,
): Item<S> {
  const validator = itemValidators[section];
  if (!validator.Check(value)) {
    throw invalidPayload(describeIssue(validator.Errors(value)[0], `$.${section}[${index}]`));
  }
  return value;
}

/**
 * Checks a snapshot's kind, game and payload against `SNAPSHOT_KINDS`; `where` is its JSON path
 * (`$.snapshots[3]`) so the error points at the offending item.
 */
export function assertSnapshot(snapshot: IngestSnapshot, where: string): void {
  const { kind } = snapshot;
  if (!isSnapshotKind(kind)) throw invalidPayload(`${where}.kind: unknown kind "${kind}"`);
  const games: readonly number[] = SNAPSHOT_KINDS[kind].games;
  if (!games.includes(snapshot.game_id)) {
    throw invalidPayload(
      `${where}.game_id: kind "${kind}" does not exist in game ${snapshot.game_id}`,
    );
  }
  if (SNAPSHOT_KINDS[kind].periodic && !snapshot.period) {
    throw invalidPayload(`${where}.period is required for kind "${kind}"`);
  }
  const validator = kindValidators.get(kind);
  if (validator && !validator.Check(snapshot.payload)) {
    throw invalidPayload(describeIssue(validator.Errors(snapshot.payload)[0], `${where}.payload`));
  }
}
