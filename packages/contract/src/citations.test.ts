import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * Comments and docs cite only what a clone of the repository has: the reference pages under
 * docs/reference/ (docs/reference/README.md). A citation of a design document kept outside the
 * repository, or a link to a reference section that does not exist, fails here with file:line.
 * The check lives in the contract's suite because it is the fastest one every run includes.
 */

const ROOT = normalize(join(dirname(fileURLToPath(import.meta.url)), '../../..'));
const SELF = 'packages/contract/src/citations.test.ts';
const SCANNED = /\.(ts|tsx|mts|cts|js|mjs|cjs|css|html|md|json|ya?ml|sh)$/;
const SKIPPED = /(^|\/)(node_modules|dist)\/|package-lock\.json$/;

/** Citations of documents that live outside the repository. */
const OUTSIDE: readonly { pattern: RegExp; what: string }[] = [
  { pattern: /\bspec\s*§/i, what: 'a section of the seed specification' },
  { pattern: /seed[- ]spec/i, what: 'the seed specification' },
  { pattern: /API-CONTRACT/, what: 'the API contract document' },
  { pattern: /OTHER-GAMES\s*§/, what: 'the other games contract document' },
  { pattern: /\bPRODUCT\.md\b/, what: 'PRODUCT.md' },
  { pattern: /\bSTYLE\.md\b/, what: 'STYLE.md' },
  // A module specifier (an import from a sibling folder named shared) is code, not a citation.
  {
    pattern: /(?<!['"./\w])\.\.\/shared\b/,
    what: 'a file beside the repository (its shared folder)',
  },
];

const LINK = /docs\/reference\/([\w.-]+\.md)(?:#([\w-]+))?/g;
const MD_LINK = /\]\(([^)\s]+?\.md)(?:#([\w-]+))?\)/g;

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** Every anchor a Markdown page offers: heading slugs (numbered when repeated) and explicit ids. */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    if (fenced) continue;
    const heading = /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (heading) {
      const base = slug((heading[1] ?? '').replace(/`/g, ''));
      const n = seen.get(base) ?? 0;
      seen.set(base, n + 1);
      anchors.add(n === 0 ? base : `${base}-${n}`);
    }
    for (const m of line.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(m[1] ?? '');
  }
  return anchors;
}

/** Reads a reference page's anchors, or undefined when the page does not exist. */
type PageAnchors = (page: string) => Set<string> | undefined;

/** The problems of one file: `file:line: message` for each outside citation and broken link. */
function problemsOf(file: string, text: string, anchorsFor: PageAnchors): string[] {
  const problems: string[] = [];
  const lines = text.split('\n');
  const check = (at: string, page: string, anchor: string | undefined) => {
    const anchors = anchorsFor(page);
    if (!anchors) problems.push(`${at}: links to ${page}, which does not exist`);
    else if (anchor && !anchors.has(anchor))
      problems.push(`${at}: links to ${page}#${anchor}, a section ${page} does not have`);
  };
  lines.forEach((line, i) => {
    const at = `${file}:${i + 1}`;
    for (const { pattern, what } of OUTSIDE)
      if (pattern.test(line))
        problems.push(
          `${at}: cites ${what}, which is not in the repository; link docs/reference/ instead`,
        );
    for (const m of line.matchAll(LINK)) check(at, `docs/reference/${m[1]}`, m[2]);
    if (file.endsWith('.md'))
      for (const m of line.matchAll(MD_LINK)) {
        const href = m[1] ?? '';
        if (/^[a-z]+:/i.test(href)) continue;
        const target = relative(ROOT, join(ROOT, dirname(file), href)).replace(/\\/g, '/');
        if (target.startsWith('docs/reference/') && !href.includes('docs/reference/'))
          check(at, target, m[2]);
      }
  });
  return problems;
}

function repositoryFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 1 << 26,
  });
  return [...new Set(listed.split('\n'))].filter(
    (f) => f && f !== SELF && SCANNED.test(f) && !SKIPPED.test(f) && existsSync(join(ROOT, f)),
  );
}

const pageCache = new Map<string, Set<string> | undefined>();
const anchorsOnDisk: PageAnchors = (page) => {
  if (!pageCache.has(page)) {
    const path = join(ROOT, page);
    pageCache.set(page, existsSync(path) ? anchorsOf(readFileSync(path, 'utf8')) : undefined);
  }
  return pageCache.get(page);
};

describe('citations', () => {
  it('slugs headings the way GitHub anchors them', () => {
    const anchors = anchorsOf(
      '# Title\n## Under-13 rule\n## Third game: index\n```\n## not a heading\n```\n## Title\n<a id="kept"></a>',
    );
    expect([...anchors]).toEqual(['title', 'under-13-rule', 'third-game-index', 'title-1', 'kept']);
  });

  it('reports an outside citation and a broken link with file and line', () => {
    const pages: PageAnchors = (page) =>
      page === 'docs/reference/web-app.md' ? new Set(['routes']) : undefined;
    const text = [
      '// fine (docs/reference/web-app.md#routes)',
      `// bad (spec ${'§'}2)`,
      '// bad (docs/reference/web-app.md#nowhere)',
      '// bad (docs/reference/missing.md#routes)',
      `import { x } from '${'..'}/shared/event-page.js';`,
    ].join('\n');
    const problems = problemsOf('a/b.ts', text, pages);
    expect(problems.map((p) => p.split(': ')[0])).toEqual(['a/b.ts:2', 'a/b.ts:3', 'a/b.ts:4']);
  });

  it('checks relative links of Markdown pages into docs/reference', () => {
    const pages: PageAnchors = (page) =>
      page === 'docs/reference/privacy.md' ? new Set(['under-13-rule']) : undefined;
    const text = '[ok](reference/privacy.md#under-13-rule) [bad](reference/privacy.md#minors)';
    expect(problemsOf('docs/ARCHITECTURE.md', text, pages)).toEqual([
      'docs/ARCHITECTURE.md:1: links to docs/reference/privacy.md#minors, a section docs/reference/privacy.md does not have',
    ]);
  });

  it('finds no citation of a document outside the repository and no broken reference link', () => {
    const problems = repositoryFiles().flatMap((file) =>
      problemsOf(file, readFileSync(join(ROOT, file), 'utf8'), anchorsOnDisk),
    );
    expect(problems).toEqual([]);
  });
});
