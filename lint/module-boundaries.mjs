import path from 'node:path';

/*
 * A lint rule for the server's modules (apps/server/src/modules/<module>/): a module reaches another
 * module's tables through that module's service, never by importing its repository, unless the
 * other module is part of the shared kernel (the `kernel` option; eslint.config.js says which and
 * why). The import is resolved against the importing file, so a file in a module's subfolder and
 * an import of its own module's repository are told apart from a foreign one.
 *
 * It is a rule of its own, not a `no-restricted-imports` pattern, because the options of one rule
 * are not merged across config blocks: a pattern here would replace the ones other blocks give the
 * same files (the demo-data rule), and a pattern cannot tell which module a relative path is in.
 */

const MODULES = path.join('apps', 'server', 'src', 'modules');

/** The module a file is in, or undefined outside the server's modules. */
function moduleOf(file) {
  const parts = path.normalize(file).split(path.sep);
  const at = parts.findIndex(
    (_, i) => parts.slice(i, i + 4).join(path.sep) === MODULES && i + 4 < parts.length - 1,
  );
  return at < 0 ? undefined : parts[at + 4];
}

const isRepository = (specifier) => /\.repository(\.[cm]?[jt]s)?$/.test(specifier);

/** @type {import('eslint').Rule.RuleModule} */
export const moduleBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: "Imports another server module's repository only from the shared kernel" },
    schema: [
      {
        type: 'object',
        properties: { kernel: { type: 'array', items: { type: 'string' } } },
        additionalProperties: false,
      },
    ],
    messages: {
      foreign:
        "'{{from}}' reads the tables of the {{other}} module: go through its service (or, if every module needs it, add {{other}} to the kernel in eslint.config.js).",
    },
  },
  create(context) {
    const kernel = new Set(context.options[0]?.kernel ?? []);
    const own = moduleOf(context.filename);
    if (!own) return {};
    const check = (source) => {
      if (!source || typeof source.value !== 'string') return;
      const specifier = source.value;
      if (!specifier.startsWith('.') || !isRepository(specifier)) return;
      const other = moduleOf(path.resolve(path.dirname(context.filename), specifier));
      if (!other || other === own || kernel.has(other)) return;
      context.report({ node: source, messageId: 'foreign', data: { from: specifier, other } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};
