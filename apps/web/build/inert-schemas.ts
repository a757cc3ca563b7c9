import { Visitor, parseSync, type Plugin } from 'vite';

type Program = ReturnType<typeof parseSync>['program'];

/** The local name under which a module imports `name` (from any source), if it does. */
function importedName(program: Program, name: string): string | undefined {
  for (const node of program.body) {
    if (node.type !== 'ImportDeclaration') continue;
    for (const specifier of node.specifiers) {
      if (
        specifier.type === 'ImportSpecifier' &&
        specifier.imported.type === 'Identifier' &&
        specifier.imported.name === name
      ) {
        return specifier.local.name;
      }
    }
  }
  return undefined;
}

/**
 * Empties every TypeBox builder call of a module: `Type.Object({ … })` becomes
 * `/* @__PURE__ *\/ Type.Object()`, and drops the `summary` and `description` of every
 * `defineEndpoint({ … })`.
 * Returns undefined when the module imports neither `typebox` nor `defineEndpoint`.
 */
export function inertSchemaCalls(code: string, filename: string): string | undefined {
  const { program } = parseSync(filename, code);
  let typeName: string | undefined;
  for (const node of program.body) {
    if (node.type !== 'ImportDeclaration' || node.source.value !== 'typebox') continue;
    for (const specifier of node.specifiers) {
      if (specifier.type === 'ImportDefaultSpecifier') typeName = specifier.local.name;
    }
  }
  const defineName = importedName(program, 'defineEndpoint');
  if (!typeName && !defineName) return undefined;

  const edits: { start: number; end: number; text: string }[] = [];
  new Visitor({
    CallExpression(node) {
      const { callee } = node;
      // `summary` and `description` document an endpoint for OpenAPI; the browser never shows them.
      if (defineName && callee.type === 'Identifier' && callee.name === defineName) {
        const [options] = node.arguments;
        if (options?.type !== 'ObjectExpression') return;
        for (const property of options.properties) {
          if (
            property.type === 'Property' &&
            property.key.type === 'Identifier' &&
            (property.key.name === 'summary' || property.key.name === 'description')
          ) {
            const end = code[property.end] === ',' ? property.end + 1 : property.end;
            edits.push({ start: property.start, end, text: '' });
          }
        }
        return;
      }
      const calleeName =
        callee.type === 'MemberExpression' && !callee.computed ? callee.object : callee;
      if (!typeName || calleeName.type !== 'Identifier' || calleeName.name !== typeName) return;
      // Calls nested in the arguments of one already emptied go with it.
      if (edits.some((edit) => edit.start <= node.start && node.end <= edit.end)) return;
      const text = `/* @__PURE__ */ ${code.slice(callee.start, callee.end)}()`;
      edits.push({ start: node.start, end: node.end, text });
    },
  }).visit(program);

  let out = code;
  for (const { start, end, text } of edits.sort((a, b) => b.start - a.start)) {
    out = out.slice(0, start) + text + out.slice(end);
  }
  return out;
}

/**
 * Drops the `message` and `source` strings of the retcode catalogue: the English text the server puts
 * in its envelope and the catalogue's origin for the API docs, while the browser shows each code
 * through its i18n `key` and `kind` only. Returns undefined when
 * the module declares no such property.
 */
export function dropRetcodeMessages(code: string, filename: string): string | undefined {
  const { program } = parseSync(filename, code);
  const edits: { start: number; end: number }[] = [];
  new Visitor({
    ObjectExpression(node) {
      for (const property of node.properties) {
        if (
          property.type === 'Property' &&
          property.key.type === 'Identifier' &&
          (property.key.name === 'message' || property.key.name === 'source') &&
          property.value.type === 'Literal' &&
          typeof property.value.value === 'string'
        ) {
          const end = code[property.end] === ',' ? property.end + 1 : property.end;
          edits.push({ start: property.start, end });
        }
      }
    },
  }).visit(program);
  if (edits.length === 0) return undefined;
  let out = code;
  for (const { start, end } of edits.sort((a, b) => b.start - a.start)) {
    out = out.slice(0, start) + out.slice(end);
  }
  return out;
}

/**
 * The browser build aliases `typebox` to an inert stub (src/lib/typebox-stub.ts): the web app reads
 * only ids, methods and paths from the contract's endpoint declarations. The schema literals passed
 * to the stub were still shipped (~3 KB gzip of field names on every page, and growing with the
 * contract). This plugin drops them from the contract's sources before bundling and marks the calls
 * pure, so schemas no endpoint refers to disappear entirely. Runtime behaviour is unchanged: the
 * stub returns the same placeholder whatever the arguments.
 */
export function inertContractSchemas(): Plugin {
  return {
    name: 'chronicle:inert-contract-schemas',
    enforce: 'pre',
    transform: {
      filter: { id: /[\\/]packages[\\/]contract[\\/]src[\\/][^?]*\.ts$/ },
      handler(code, id) {
        const out = /[\\/]retcodes\.ts$/.test(id)
          ? dropRetcodeMessages(code, id)
          : inertSchemaCalls(code, id);
        return out === undefined ? null : { code: out, map: null };
      },
    },
  };
}
