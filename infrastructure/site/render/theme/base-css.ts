/**
 * The theme's rules (everything but the accent and the code palette, which the stylesheet adds).
 * Written mobile first with logical properties (`inline-start`, not `left`), so a right-to-left
 * page mirrors by its `dir` alone. One rule per line here; the lines are joined when loaded.
 *
 * The menu works without script: on a narrow screen the header's navigation and the sidebar
 * are hidden until the `<details class="menu">` before them is opened (`:has`); a browser
 * without `:has` shows them always and no menu button.
 *
 * `--measure` (the reading width) is registered as a length and set on `body`: computed there
 * once, in the body text's `ch`, so a heading limited to it (a landing page's body) is as wide
 * as the paragraphs, not 70 of its own larger characters.
 */
const RULES = String.raw`
:root{color-scheme:light dark;--bg:#ffffff;--text:#1f2328;--muted:#59636e;--border:#d1d9e0;--surface:#f6f8fa;--code-bg:#f6f8fa;--measure:70ch;--gutter:clamp(1rem,4vw,2rem)}
@media (prefers-color-scheme:dark){:root{--bg:#0d1117;--text:#e6edf3;--muted:#9198a1;--border:#3d444d;--surface:#151b23;--code-bg:#161b22}}
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%;text-size-adjust:100%}
@property --measure{syntax:"<length>";inherits:true;initial-value:600px}
body{margin:0;background:var(--bg);color:var(--text);font:1.0625rem/1.65 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","Helvetica Neue",Arial,sans-serif;overflow-wrap:break-word;min-height:100vh;display:flex;flex-direction:column;--measure:70ch}
html[dir=rtl] body{line-height:1.8}
a{color:var(--link);text-underline-offset:.18em}
a:hover{text-decoration-thickness:2px}
:focus-visible{outline:3px solid var(--accent);outline-offset:2px;border-radius:2px}
.visually-hidden{position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip-path:inset(50%);white-space:nowrap;border:0}
.skip-link{position:absolute;inset-inline-start:.75rem;top:-4rem;z-index:10;padding:.5rem 1rem;background:var(--bg);border:2px solid var(--accent);border-radius:.4rem}
.skip-link:focus{top:.75rem}
.site-header{display:flex;flex-wrap:wrap;align-items:center;gap:.75rem 1.25rem;padding:.75rem var(--gutter);border-block-start:4px solid var(--accent);border-block-end:1px solid var(--border);background:var(--bg)}
.brand{flex:1 1 0;min-width:0;display:inline-flex;align-items:center;gap:.6rem;color:var(--text);font-weight:650;font-size:1.15rem;text-decoration:none;line-height:1.3}
.brand img{display:block;flex:none;height:2.25rem;width:auto;max-width:10rem;object-fit:contain}
.menu{display:none;flex:none}
.menu summary{display:flex;align-items:center;gap:.45rem;cursor:pointer;list-style:none;padding:.35rem .8rem;border:1px solid var(--border);border-radius:.4rem;font-weight:600}
.menu summary::-webkit-details-marker{display:none}
.menu summary::before{content:"";width:1rem;height:.75rem;border-block:2px solid currentColor;background:linear-gradient(currentColor,currentColor) center/100% 2px no-repeat}
.menu[open] summary{background:var(--surface)}
.primary-nav ul{display:flex;flex-wrap:wrap;gap:.25rem 1.5rem;margin:0;padding:0;list-style:none}
.primary-nav a,.sidebar a{color:var(--text);text-decoration:none}
.primary-nav a:hover,.sidebar a:hover{color:var(--link);text-decoration:underline}
.primary-nav a[aria-current]{font-weight:650;text-decoration:underline;text-decoration-color:var(--accent);text-decoration-thickness:3px}
.layout{flex:1;display:grid;gap:1.5rem 3.5rem;width:100%;max-width:80rem;margin-inline:auto;padding:1.5rem var(--gutter) 3rem}
.sidebar{font-size:.95rem}
.sidebar-group{margin:1.25rem 0 .35rem;color:var(--muted);font-size:.8rem;font-weight:650;letter-spacing:.04em;text-transform:uppercase}
.sidebar-group:first-child{margin-block-start:0}
.sidebar ul{margin:0;padding:0;list-style:none}
.sidebar a{display:block;padding:.3rem .65rem;border-inline-start:3px solid transparent;border-radius:.3rem}
.sidebar a[aria-current]{border-inline-start-color:var(--accent);background:var(--surface);font-weight:600}
main{min-width:0;width:100%;max-width:var(--measure)}
main:focus{outline:none}
.layout:not(.with-sidebar) main{margin-inline:auto}
@media (max-width:47.99rem){@supports selector(:has(*)){.menu{display:block}body:not(:has(.menu[open])) :is(.primary-nav,.sidebar){display:none}.primary-nav{flex-basis:100%}.primary-nav ul{flex-direction:column;gap:0}.primary-nav a{display:block;padding:.45rem 0}.sidebar{padding-block-end:1rem;border-block-end:1px solid var(--border)}}}
@media (min-width:48rem){.layout.with-sidebar{grid-template-columns:14rem minmax(0,1fr)}.sidebar{position:sticky;top:1.5rem;align-self:start;max-height:calc(100vh - 3rem);overflow-y:auto}}
h1,h2,h3,h4,h5,h6{line-height:1.25;margin:2rem 0 .75rem;font-weight:650}
h1{font-size:clamp(1.9rem,1.5rem + 1.8vw,2.6rem);margin-block-start:.5rem;letter-spacing:-.01em}
h2{font-size:1.6rem;padding-block-end:.3rem;border-block-end:1px solid var(--border)}
h3{font-size:1.3rem}
h4{font-size:1.1rem}
h5,h6{font-size:1rem}
.header-anchor{color:inherit;text-decoration:none}
.header-anchor:hover,.header-anchor:focus-visible{text-decoration:underline;text-decoration-color:var(--accent)}
.header-anchor:hover::after,.header-anchor:focus-visible::after{content:"#" / "";margin-inline-start:.35em;color:var(--muted)}
[id]{scroll-margin-top:1rem}
p,ul,ol,dl,blockquote,pre,.table-scroll{margin:0 0 1.25rem}
main li+li{margin-block-start:.3rem}
img{max-width:100%;height:auto;border-radius:.3rem}
hr{height:0;margin:2.5rem 0;border:0;border-block-start:1px solid var(--border)}
blockquote{margin-inline:0;padding:.6rem 1.25rem;border-inline-start:4px solid var(--accent);background:var(--surface);border-start-end-radius:.4rem;border-end-end-radius:.4rem}
blockquote>:last-child{margin-block-end:0}
code,pre{font-family:ui-monospace,SFMono-Regular,"SF Mono",Menlo,Consolas,"Liberation Mono",monospace;font-size:.875em}
pre code{font-size:inherit}
:not(pre)>code{padding:.12em .35em;background:var(--code-bg);border:1px solid var(--border);border-radius:.3rem}
pre.code{overflow-x:auto;padding:1rem 1.25rem;color:var(--code-text);background:var(--code-bg);border:1px solid var(--border);border-radius:.5rem;line-height:1.55;text-align:left;tab-size:2}
.table-scroll{overflow-x:auto}
table{border-collapse:collapse;font-size:.95rem}
th,td{padding:.5rem .8rem;border:1px solid var(--border);text-align:start;vertical-align:top}
th{background:var(--surface);font-weight:650}
.align-start{text-align:start}
.align-center{text-align:center}
.align-end{text-align:end}
.contains-task-list{padding-inline-start:.25rem;list-style:none}
.task-list-item input{margin-inline-end:.5em;accent-color:var(--accent)}
.footnotes{margin-block-start:3rem;padding-block-start:1rem;border-block-start:1px solid var(--border);font-size:.9rem}
.footnote-ref{line-height:0}
.page-list{margin:0 0 2rem;padding:0;list-style:none}
.page-list li{margin:0;padding:.75rem 0;border-block-end:1px solid var(--border)}
.page-list a{font-weight:600;font-size:1.05rem}
.page-list p{margin:.2rem 0 0;color:var(--muted)}
.not-found p{font-size:1.15rem}
.hero-image{display:block;width:100%;aspect-ratio:2/1;object-fit:cover;margin:0 0 1.75rem;border-radius:.5rem;background:var(--surface)}
.hero{margin:0 0 2.5rem}
.hero h1{margin-block-start:0}
.hero-lead{margin:0 0 1.5rem;color:var(--muted);font-size:1.25rem;line-height:1.5}
.hero-action{margin:0 0 1.75rem}
.button{display:inline-block;padding:.7rem 1.5rem;border-radius:.5rem;background:var(--link);color:var(--bg);font-weight:650;text-decoration:none}
.button:hover{text-decoration:underline;text-decoration-thickness:2px}
.hero-centered{text-align:center}
.hero-centered .hero-lead{max-width:40rem;margin-inline:auto}
.hero-minimal{padding-block-end:1.5rem;border-block-end:1px solid var(--border)}
.hero-minimal .hero-image{max-width:24rem;aspect-ratio:3/2;margin:0}
main:has(>article>:is(.hero-centered,.hero-split)){max-width:72rem}
article:has(>.hero)>:not(.hero){max-width:var(--measure)}
article:has(>.hero-centered)>:not(.hero){margin-inline:auto}
@media (min-width:48rem){.hero-split{display:grid;grid-template-columns:minmax(0,1fr) minmax(0,1fr);gap:2.5rem;align-items:center}.hero-split .hero-image{aspect-ratio:4/3;margin:0}.hero-split .hero-action{margin:0}}
.article-header{margin:0 0 2rem}
.byline{display:flex;flex-wrap:wrap;gap:.25rem .75rem;margin:-.25rem 0 1.5rem;color:var(--muted)}
.byline>*+*::before{content:"·" / "";margin-inline-end:.75rem}
.summary{font-size:1.2rem;line-height:1.6}
.summary>:last-child{margin-block-end:0}
.article-footer{margin-block-start:2.5rem;padding-block-start:1rem;border-block-start:1px solid var(--border)}
.page-details{margin:2rem 0;padding:1rem 1.25rem;border:1px solid var(--border);border-radius:.5rem;background:var(--surface)}
.page-details h2{margin-top:0;font-size:1.25rem}
.page-details dl{display:grid;grid-template-columns:minmax(0,1fr);gap:.75rem;margin:0}
.page-details dl>div{display:grid;grid-template-columns:minmax(0,1fr);gap:.15rem}
@media (min-width:40rem){.page-details dl>div{grid-template-columns:minmax(8rem,1fr) minmax(0,3fr);gap:1rem}}
.page-details dt{font-weight:600}
.page-details dd{margin:0;overflow-wrap:anywhere}
.page-details dd ul{margin:0;padding-inline-start:1.25rem}
.detail-image{display:block;max-width:100%;height:auto;border-radius:.5rem}
.tags{display:flex;flex-wrap:wrap;gap:.5rem;margin:0;padding:0;list-style:none}
.tags li{margin:0;padding:.15rem .75rem;border:1px solid var(--border);border-radius:999px;background:var(--surface);font-size:.9rem}
.eyebrow{margin:0;color:var(--muted);font-size:.85rem;font-weight:650;letter-spacing:.06em;text-transform:uppercase}
.eyebrow+h1{margin-block-start:.25rem}
.contact-prompt{margin-block-start:2.5rem;padding:1rem 1.25rem;border:1px solid var(--border);border-radius:.5rem;background:var(--surface)}
.contact-prompt p{margin:0}
.site-footer{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:1rem 2rem;padding:1.5rem var(--gutter);border-block-start:1px solid var(--border);background:var(--surface);color:var(--muted);font-size:.95rem}
.site-footer p{margin:0;font-weight:600;color:var(--text)}
.languages ul{display:flex;flex-wrap:wrap;align-items:baseline;gap:.35rem 1.25rem;margin:0;padding:0;list-style:none}
.languages a[aria-current]{color:var(--text);font-weight:650;text-decoration:none}
.languages small{font-size:.85em}
.fallback-note{margin-block-end:1.5rem;padding:.75rem 1rem;border:1px solid var(--border);border-inline-start:4px solid var(--accent);border-radius:.4rem;background:var(--surface)}
.fallback-note p{margin:0}
@media print{.site-header nav,.menu,.sidebar,.site-footer nav,.skip-link{display:none}a{color:inherit}}
`;

export const BASE_CSS = RULES.split('\n')
  .map((line) => line.trim())
  .join('');
