import type { CharacterBuildVersion } from '@chronicle/contract';

/** One difference between two versions of a build; the page words each kind. */
export type BuildChange =
  | { kind: 'level' | 'rank'; from: number; to: number }
  | { kind: 'weapon'; from: string; to: string }
  | { kind: 'weaponLevel' | 'refinement'; name: string; from: number; to: number }
  | { kind: 'skill'; name: string; from: number; to: number }
  | { kind: 'gearNew' | 'gearGone'; slot: string; name: string }
  | { kind: 'gearSet'; slot: string; from: string; to: string }
  | { kind: 'gearLevel'; slot: string; from: number; to: number }
  | { kind: 'main'; slot: string; from: string; to: string }
  | { kind: 'sub'; slot: string; stat: string; delta: string; up: boolean }
  | { kind: 'subNew' | 'subGone'; slot: string; stat: string; value: string };

/** `7.8%` → 7.8 with its decimals and suffix; undefined for a value that is not a number. */
function parseValue(value: string): { n: number; decimals: number; suffix: string } | undefined {
  const match = /^\s*(-?[0-9]+(?:[.,]([0-9]+))?)\s*(.*)$/.exec(value);
  if (!match?.[1]) return undefined;
  return {
    n: Number(match[1].replace(',', '.')),
    decimals: match[2]?.length ?? 0,
    suffix: match[3] ?? '',
  };
}

/** The signed difference of two stat values in their own format (`+3.9%`), or `a → b`. */
export function statDelta(from: string, to: string): { delta: string; up: boolean } {
  const a = parseValue(from);
  const b = parseValue(to);
  if (!a || !b || a.suffix !== b.suffix) return { delta: `${from} → ${to}`, up: true };
  const diff = b.n - a.n;
  const decimals = Math.max(a.decimals, b.decimals);
  const sign = diff > 0 ? '+' : diff < 0 ? '−' : '±';
  return { delta: `${sign}${Math.abs(diff).toFixed(decimals)}${b.suffix}`, up: diff >= 0 };
}

/** What changed from one version of a build to the next, in a stable order. */
export function buildChanges(
  before: CharacterBuildVersion,
  after: CharacterBuildVersion,
  slotName: (slot: { slot: number; slot_name: string }) => string,
): BuildChange[] {
  const out: BuildChange[] = [];
  if (before.level !== after.level)
    out.push({ kind: 'level', from: before.level, to: after.level });
  if (before.rank !== after.rank) out.push({ kind: 'rank', from: before.rank, to: after.rank });
  const [wa, wb] = [before.weapon, after.weapon];
  if (wa && wb && wa.name !== wb.name) out.push({ kind: 'weapon', from: wa.name, to: wb.name });
  else if (wa && wb) {
    if (wa.level !== wb.level) {
      out.push({ kind: 'weaponLevel', name: wb.name, from: wa.level, to: wb.level });
    }
    if (wa.refinement !== wb.refinement) {
      out.push({ kind: 'refinement', name: wb.name, from: wa.refinement, to: wb.refinement });
    }
  } else if (!wa && wb) out.push({ kind: 'weapon', from: '-', to: wb.name });
  for (const skill of after.skills) {
    const old = before.skills.find((s) => s.name === skill.name);
    if (old && old.level !== skill.level) {
      out.push({ kind: 'skill', name: skill.name, from: old.level, to: skill.level });
    }
  }
  const slots = [...new Set([...before.gear, ...after.gear].map((g) => g.slot))].sort(
    (x, y) => x - y,
  );
  for (const n of slots) {
    const a = before.gear.find((g) => g.slot === n);
    const b = after.gear.find((g) => g.slot === n);
    const slot = slotName((b ?? a)!);
    if (!a && b) {
      out.push({ kind: 'gearNew', slot, name: b.name });
      continue;
    }
    if (a && !b) {
      out.push({ kind: 'gearGone', slot, name: a.name });
      continue;
    }
    if (!a || !b) continue;
    if (a.name !== b.name) out.push({ kind: 'gearSet', slot, from: a.name, to: b.name });
    if (a.level !== b.level) out.push({ kind: 'gearLevel', slot, from: a.level, to: b.level });
    if (a.main && b.main && (a.main.name !== b.main.name || a.main.value !== b.main.value)) {
      out.push({
        kind: 'main',
        slot,
        from: `${a.main.name} ${a.main.value}`,
        to: `${b.main.name} ${b.main.value}`,
      });
    }
    for (const sub of b.subs) {
      const old = a.subs.find((s) => s.name === sub.name);
      if (!old) out.push({ kind: 'subNew', slot, stat: sub.name, value: sub.value });
      else if (old.value !== sub.value) {
        out.push({ kind: 'sub', slot, stat: sub.name, ...statDelta(old.value, sub.value) });
      }
    }
    for (const sub of a.subs) {
      if (!b.subs.some((s) => s.name === sub.name)) {
        out.push({ kind: 'subGone', slot, stat: sub.name, value: sub.value });
      }
    }
  }
  return out;
}
