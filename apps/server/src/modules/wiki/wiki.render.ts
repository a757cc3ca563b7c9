import { LANGUAGES, SERVER_TEXT, type Lang } from '@chronicle/contract';
import type { WikiCharacterPage } from './wiki.service.js';

/*
 * Server-rendered HTML of the character wiki. Every catalog or ingested value goes through `esc`
 * (text and attributes alike); the page has no script and its only style is the /wiki/wiki.css
 * file, so it works under the app's strict Content-Security-Policy.
 */

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for HTML content and quoted attribute values. */
export function esc(value: string | number): string {
  return String(value).replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

/** Only same-origin paths and http(s) URLs become `src`s; anything else is dropped. */
function safeSrc(url: string): string | undefined {
  return /^(\/(?!\/)|https?:\/\/)/i.test(url) ? url : undefined;
}

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );

function img(url: string, className: string): string {
  const src = safeSrc(url);
  return src ? `<img class="${className}" src="${esc(src)}" alt="" loading="lazy">` : '';
}

function languageLinks(id: number, current: Lang): string {
  const links = LANGUAGES.map((l) =>
    l.value === current
      ? `<li><span aria-current="true">${esc(l.name)}</span></li>`
      : `<li><a href="/wiki/characters/${id}?lang=${l.value}" hreflang="${l.value}">${esc(l.name)}</a></li>`,
  );
  return `<ul class="langs">${links.join('')}</ul>`;
}

function document(lang: Lang, title: string, body: string): string {
  return `<!doctype html>
<html lang="${esc(lang)}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)}</title>
<link rel="stylesheet" href="/wiki/wiki.css">
</head><body>${body}</body></html>`;
}

function profile(page: WikiCharacterPage): string {
  const { chrome } = page;
  const rows: [string, string][] = [
    [chrome.element, page.element],
    [chrome.rarity, '★'.repeat(Math.max(0, Math.min(page.stars, 5)))],
    [chrome.weaponType, page.weaponTypeName],
    ...page.facts.map((f): [string, string] => [f.label, f.value]),
  ];
  const facts = rows
    .filter(([, value]) => value !== '')
    .map(([label, value]) => `<dt>${esc(label)}</dt><dd>${esc(value)}</dd>`)
    .join('');
  return `<section id="profile" class="card"><h2>${esc(chrome.profile)}</h2>
${page.description ? `<p class="lead">${esc(page.description)}</p>` : ''}
<dl class="facts">${facts}</dl></section>`;
}

function calculator(page: WikiCharacterPage): string {
  const { chrome } = page;
  const empty = page.talents.length === 0 && page.constellations.length === 0;
  const talents = page.talents
    .map((t) => `<li><h4>${esc(t.name)}</h4><p>${esc(t.text)}</p></li>`)
    .join('');
  const constellations = page.constellations
    .map(
      (c) =>
        `<li><span class="badge">${esc(fill(chrome.constellationLevel, { n: c.level }))}</span>` +
        `<h4>${esc(c.name)}</h4><p>${esc(c.text)}</p></li>`,
    )
    .join('');
  return `<section id="calculator" class="card"><h2>${esc(chrome.calculator)}</h2>
<p class="muted">${esc(chrome.calculatorIntro)}</p>
${empty ? `<p class="empty">${esc(chrome.noBuildData)}</p>` : ''}
${talents ? `<h3>${esc(chrome.talents)}</h3><ul class="entries">${talents}</ul>` : ''}
${constellations ? `<h3>${esc(chrome.constellations)}</h3><ol class="entries">${constellations}</ol>` : ''}
</section>`;
}

function lineup(page: WikiCharacterPage): string {
  const { chrome } = page;
  const rows = page.lineup
    .map(
      (m) =>
        `<tr><td><a href="/wiki/characters/${m.id}?lang=${page.lang}">${img(m.icon, 'mini')}` +
        `<span>${esc(m.name)}</span></a></td><td class="num">${esc(m.count)}</td></tr>`,
    )
    .join('');
  const table = `<table><thead><tr><th scope="col">${esc(chrome.lineupCharacter)}</th>
<th scope="col" class="num">${esc(chrome.lineupTeams)}</th></tr></thead><tbody>${rows}</tbody></table>`;
  return `<section id="lineup" class="card"><h2>${esc(chrome.lineup)}</h2>
<p class="muted">${esc(chrome.lineupIntro)}</p>
${rows ? table : `<p class="empty">${esc(chrome.lineupEmpty)}</p>`}</section>`;
}

function guide(page: WikiCharacterPage): string {
  const { chrome, guide: lists } = page;
  const body = lists
    ? `<h3>${esc(chrome.mainStats)}</h3><dl class="facts">${lists.mains
        .map((m) => `<dt>${esc(m.slot)}</dt><dd>${m.stats.map(esc).join(' / ')}</dd>`)
        .join('')}</dl>
<h3>${esc(chrome.subStats)}</h3><ol class="chips">${lists.subs
        .map((s) => `<li>${esc(s)}</li>`)
        .join('')}</ol>`
    : `<p class="empty">${esc(chrome.guideEmpty)}</p>`;
  return `<section id="guide" class="card"><h2>${esc(chrome.guide)}</h2>
<p class="muted">${esc(chrome.guideIntro)}</p>${body}</section>`;
}

/** The full HTML page of a character. */
export function renderCharacterPage(page: WikiCharacterPage): string {
  const { chrome } = page;
  const nav = (['profile', 'calculator', 'lineup', 'guide'] as const)
    .map((key) => `<li><a href="#${key}">${esc(chrome[key])}</a></li>`)
    .join('');
  const body = `<header class="top"><a class="brand" href="/">${esc(chrome.backHome)}</a>
<span class="site">${esc(chrome.siteName)}</span></header>
<main class="page">
<div class="hero">${img(page.icon, 'portrait')}<div><h1>${esc(page.name)}</h1>
${page.title ? `<p class="epithet">${esc(page.title)}</p>` : ''}</div></div>
<nav aria-label="${esc(chrome.siteName)}"><ul class="tabs">${nav}</ul></nav>
${profile(page)}${calculator(page)}${lineup(page)}${guide(page)}
</main><footer>${languageLinks(page.id, page.lang)}</footer>`;
  return document(page.lang, fill(chrome.pageTitle, { name: page.name }), body);
}

/** The 404 page of an id the catalog does not know. */
export function renderNotFoundPage(lang: Lang): string {
  const chrome = SERVER_TEXT[lang].wiki;
  const body = `<header class="top"><a class="brand" href="/">${esc(chrome.backHome)}</a>
<span class="site">${esc(chrome.siteName)}</span></header>
<main class="page"><section class="card"><h1>${esc(chrome.notFoundTitle)}</h1>
<p>${esc(chrome.notFoundBody)}</p><p><a href="/">${esc(chrome.backHome)}</a></p></section></main>`;
  return document(lang, chrome.notFoundTitle, body);
}
