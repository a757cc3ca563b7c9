import type { FlatNamespace, i18n as I18n, TFunction } from 'i18next';
import { useContext, useSyncExternalStore } from 'react';
import { getI18n, I18nContext, type FallbackNs } from 'react-i18next';

/*
 * The translation hook of every component: react-i18next's `useTranslation` with what this app
 * uses of it (a namespace or a list of them; no key prefix, no suspense: every bundle of the
 * language is loaded before the first render, lib/i18n.ts) and without what it costs per mount.
 * Its hook copies every own property of the i18n instance into a new object for each component
 * that mounts, and its `t` spreads the instance's options on every call; on a phone's first render
 * (some hundred components) that was 56 ms of main thread at 4× CPU (docs/PERFORMANCE.md §1).
 * Here one `t` per language and namespace list is shared by every component that asks for it, and
 * a component renders again when the language changes, as with react-i18next.
 */

type Namespaces = FlatNamespace | readonly [FlatNamespace?, ...FlatNamespace[]];

export interface Translation<Ns extends Namespaces | undefined> {
  t: TFunction<FallbackNs<Ns>>;
  i18n: I18n;
}

type AnyT = (key: unknown, options?: unknown, ...rest: unknown[]) => string;

/** Each instance's `t` functions, by language and namespaces. */
const fixed = new WeakMap<I18n, Map<string, AnyT>>();
/** Each instance's subscription to its language changes (stable, as useSyncExternalStore wants). */
const subscriptions = new WeakMap<I18n, (change: () => void) => () => void>();

function subscribe(i18n: I18n): (change: () => void) => () => void {
  let known = subscriptions.get(i18n);
  if (!known) {
    known = (change) => {
      i18n.on('languageChanged', change);
      return () => i18n.off('languageChanged', change);
    };
    subscriptions.set(i18n, known);
  }
  return known;
}

const noSubscription = () => () => undefined;
const keysOnly: AnyT = (key) => String(key);

/**
 * `t` bound to a language and a default namespace; the other namespaces of the list are reached as
 * `ns:key`, as with react-i18next's default mode. Options given to a call win over both.
 */
export function fixedT(i18n: I18n, lng: string, namespaces: readonly string[]): AnyT {
  let perInstance = fixed.get(i18n);
  if (!perInstance) fixed.set(i18n, (perInstance = new Map<string, AnyT>()));
  const key = `${lng}\n${namespaces.join('\n')}`;
  let t = perInstance.get(key);
  if (!t) {
    const ns = namespaces[0] ?? i18n.options.defaultNS;
    const translate = i18n.t.bind(i18n) as (key: unknown, options: object) => string;
    t = (key, options, ...rest) => {
      const given =
        options === undefined
          ? {}
          : typeof options === 'object' && options !== null
            ? { ...options }
            : (i18n.options.overloadTranslationOptionHandler?.([
                key,
                options,
                ...rest,
              ] as string[]) ?? {});
      const o = given as { lng?: string; ns?: unknown };
      o.lng ??= lng;
      o.ns ??= ns;
      return translate(key, o);
    };
    perInstance.set(key, t);
  }
  return t;
}

export function useTranslation<const Ns extends Namespaces | undefined = undefined>(
  ns?: Ns,
): Translation<Ns> {
  // getI18n() is undefined until an instance is initialised, whatever its type says.
  const i18n: I18n | undefined = useContext(I18nContext)?.i18n ?? getI18n();
  const lng = useSyncExternalStore(i18n ? subscribe(i18n) : noSubscription, () => i18n?.language);
  // No instance at all (a component rendered alone): keys, as react-i18next answers then.
  if (!i18n || lng === undefined) {
    return { t: keysOnly as unknown as TFunction<FallbackNs<Ns>>, i18n: i18n ?? ({} as I18n) };
  }
  const namespaces: readonly string[] =
    ns === undefined ? [] : typeof ns === 'string' ? [ns] : (ns as readonly string[]);
  return { t: fixedT(i18n, lng, namespaces) as unknown as TFunction<FallbackNs<Ns>>, i18n };
}
