/**
 * The wiki page's only stylesheet, served as a file because the CSP allows no inline style. Dark,
 * in the app's palette; one column on phones, wider cards on desktops.
 */
export const WIKI_CSS = `
:root { color-scheme: dark; --bg: #0a0e18; --surface: #131a2a; --line: #26304a; --text: #eef1f7;
  --muted: #aeb7ca; --gold: #d3bc8e; }
* { box-sizing: border-box; }
body { margin: 0; background: var(--bg); color: var(--text); line-height: 1.55;
  font: 16px/1.55 system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif; }
a { color: var(--gold); }
.top { display: flex; justify-content: space-between; align-items: center; gap: 1rem;
  padding: .75rem 1.25rem; background: #05070d; border-bottom: 1px solid var(--line); }
.brand { font-weight: 600; text-decoration: none; }
.site { color: var(--muted); font-size: .9rem; }
.page { max-width: 960px; margin: 0 auto; padding: 1.25rem; }
.hero { display: flex; align-items: center; gap: 1.25rem; margin: .5rem 0 1rem; }
.portrait { width: 112px; height: 112px; border-radius: 16px; background: var(--surface);
  border: 1px solid var(--line); object-fit: cover; }
h1 { margin: 0; font-size: 2rem; }
.epithet { margin: .25rem 0 0; color: var(--gold); font-style: italic; }
.tabs { display: flex; flex-wrap: wrap; gap: .5rem; list-style: none; padding: 0; margin: 0 0 1rem; }
.tabs a { display: inline-block; padding: .4rem .9rem; border-radius: 999px; text-decoration: none;
  background: var(--surface); border: 1px solid var(--line); color: var(--text); }
.tabs a:hover, .tabs a:focus-visible { border-color: var(--gold); }
.card { background: var(--surface); border: 1px solid var(--line); border-radius: 12px;
  padding: 1.25rem; margin-bottom: 1rem; scroll-margin-top: 1rem; }
.card h2 { margin: 0 0 .5rem; font-size: 1.35rem; color: var(--gold); }
.card h3 { margin: 1rem 0 .5rem; font-size: 1.05rem; }
.lead { margin-top: 0; }
.muted { color: var(--muted); margin-top: 0; }
.empty { color: var(--muted); font-style: italic; }
.facts { display: grid; grid-template-columns: max-content 1fr; gap: .35rem 1.25rem; margin: 0; }
.facts dt { color: var(--muted); }
.facts dd { margin: 0; }
.entries { list-style: none; padding: 0; margin: 0; display: grid; gap: .75rem; }
.entries li { padding: .75rem; border-radius: 8px; background: rgba(255, 255, 255, .03);
  border: 1px solid var(--line); }
.entries h4 { margin: 0 0 .25rem; font-size: 1rem; }
.entries p { margin: 0; color: var(--muted); }
.badge { float: right; font-size: .8rem; color: var(--gold); }
table { width: 100%; border-collapse: collapse; }
th, td { text-align: left; padding: .45rem .5rem; border-bottom: 1px solid var(--line); }
th { color: var(--muted); font-weight: 500; }
td a { display: inline-flex; align-items: center; gap: .5rem; color: var(--text); text-decoration: none; }
.num { text-align: right; font-variant-numeric: tabular-nums; }
.mini { width: 32px; height: 32px; border-radius: 50%; background: var(--bg); }
.chips { display: flex; flex-wrap: wrap; gap: .4rem; list-style: none; padding: 0; margin: 0; }
.chips li { padding: .2rem .7rem; border-radius: 999px; border: 1px solid var(--line); }
footer { max-width: 960px; margin: 0 auto; padding: 0 1.25rem 2rem; }
.langs { display: flex; flex-wrap: wrap; gap: .35rem .9rem; list-style: none; padding: 0;
  font-size: .85rem; color: var(--muted); }
@media (max-width: 560px) {
  .hero { flex-direction: column; align-items: flex-start; }
  .portrait { width: 88px; height: 88px; }
  h1 { font-size: 1.6rem; }
  .facts { grid-template-columns: 1fr; }
  .facts dd { margin-bottom: .4rem; }
}
`;
