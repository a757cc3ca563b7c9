import { Value } from 'typebox/value';
import { SETTING_NAMES, settingSchema, type SettingName } from './config-schema.js';

/*
 * The environment checked against config-schema.ts: each variable set (blank counts as unset) must
 * fit its schema, or start-up stops with a ConfigError naming the variable and what it takes.
 */

/** A setting the server cannot start with; the message names the variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** The checked values, with each declared default where a variable is unset. */
export interface Settings {
  /** A text setting, or undefined when unset and without a default. */
  text(name: SettingName): string | undefined;
  /** A number setting (every number setting has a default). */
  number(name: SettingName): number;
}

const WHOLE = /^-?\d+$/;
const DECIMAL = /^-?\d+(\.\d+)?$/;

/** How an error describes what a setting takes, from its schema. */
function ruleOf(name: SettingName): string {
  const schema = settingSchema(name);
  if (typeof schema.rule === 'string') return schema.rule;
  if (Array.isArray(schema.anyOf)) {
    return `one of ${(schema.anyOf as { const: string }[]).map((s) => s.const).join(', ')}`;
  }
  const min = typeof schema.minimum === 'number' ? schema.minimum : undefined;
  const max = typeof schema.maximum === 'number' ? schema.maximum : undefined;
  if (min !== undefined && max !== undefined) return `a whole number from ${min} to ${max}`;
  if (min !== undefined) return `a whole number, at least ${min}`;
  return `of type ${String(schema.type)}`;
}

function parse(name: SettingName, raw: string): string | number {
  const schema = settingSchema(name);
  const value =
    (schema.type === 'integer' && WHOLE.test(raw)) ||
    (schema.type === 'number' && DECIMAL.test(raw))
      ? Number(raw)
      : raw;
  if (!Value.Check(settingSchema(name), value)) {
    const got = schema.secret === true ? '' : `, got "${raw}"`;
    throw new ConfigError(`${name} must be ${ruleOf(name)}${got}`);
  }
  return value;
}

/** Checks every declared variable of `env`; the first wrong one throws a ConfigError. */
export function readSettings(env: NodeJS.ProcessEnv): Settings {
  const values = new Map<SettingName, string | number>();
  for (const name of SETTING_NAMES) {
    const raw = env[name]?.trim();
    if (raw !== undefined && raw !== '') values.set(name, parse(name, raw));
  }
  const valueOf = (name: SettingName) => values.get(name) ?? settingSchema(name).default;
  return {
    text(name) {
      const value = valueOf(name);
      return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
    },
    number(name) {
      const value = valueOf(name);
      if (typeof value !== 'number') throw new Error(`${name} is not a number setting`);
      return value;
    },
  };
}

/**
 * Loads `.env` from the working folder into `process.env` when there is one; variables already set
 * in the environment keep their values (Node's own loader does not override them).
 */
export function loadDotEnv(file = '.env'): void {
  try {
    process.loadEnvFile(file);
  } catch (error) {
    if ((error as { code?: unknown }).code === 'ENOENT') return;
    throw new ConfigError(`${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
}
