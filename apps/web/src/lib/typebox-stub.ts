/**
 * Browser-bundle stand-in for `typebox` (aliased in vite.config.ts). The web app reads only ids,
 * methods and paths from the contract's endpoint declarations, so schemas need not exist: every
 * builder call, and every property read of a "schema" (`X.properties.y`), yields the same inert
 * placeholder. Tests and type checking use the real package; typebox-stub.test.ts loads the whole
 * contract through this stub so a contract change that trips it fails fast.
 */
type Placeholder = (...args: unknown[]) => Placeholder;

const target: Placeholder = () => placeholder;
const placeholder: Placeholder = new Proxy(target, {
  get(_target, key) {
    // Not a thenable, not iterable, not convertible: only plain property reads chain.
    if (typeof key === 'symbol' || key === 'then') return undefined;
    return placeholder;
  },
  apply: () => placeholder,
});

const Type: Record<string, Placeholder> = placeholder as unknown as Record<string, Placeholder>;

export default Type;
