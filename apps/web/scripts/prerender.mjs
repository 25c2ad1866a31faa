// Writes the public pages as HTML (the last step of `npm run build -w apps/web`): each page of
// PRERENDERED_PATHS (src/prerender/entry.tsx, built for Node into dist-ssr) is rendered to a
// string and put into a copy of the built index.html, in place of the loading shell, at
// dist/prerendered/<name>.html. The server sends that copy for the page's address, so a phone
// paints the page itself before any script has arrived; the app then renders over it.
// The recipient's page is rendered by the server for each link (with its card): this writes the
// HTML it is put into, dist-ssr/card-page.html, and leaves the Node build there for the server.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const dist = join(import.meta.dirname, '../dist');
const ssrDir = join(import.meta.dirname, '../dist-ssr');
const { PRERENDERED_PATHS, PAGE_MODULES, RESUMABLE_PAGES, renderPage, splitHoisted, fileNameOf } =
  await import(pathToFileURL(join(ssrDir, 'entry.js')).href);

const template = readFileSync(join(dist, 'index.html'), 'utf8');
const ROOT_OPEN = '<div id="root">';
const rootStart = template.indexOf(ROOT_OPEN);
const rootEnd = template.lastIndexOf('</div>', template.indexOf('</body>'));
if (rootStart < 0 || rootEnd < rootStart) throw new Error('index.html has no <div id="root">');

/**
 * The scripts a page's module needs beyond what index.html already loads: its own chunk and the
 * chunks it imports (not those it loads later), from the build's manifest.
 */
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const entryFiles = new Set();
function collect(key, into) {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) collect(imported, into);
}
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
collect(entryKey, entryFiles);
function scriptsOf(path) {
  const key = PAGE_MODULES[path];
  if (!key || !manifest[key]) throw new Error(`No page module of the build for ${path}: ${key}`);
  const files = new Set();
  collect(key, files);
  return [...files].filter((file) => !entryFiles.has(file)).map((file) => `/${file}`);
}
/**
 * The prerendered pages' loader (dist/assets/boot-<hash>.js): the page is painted from its HTML,
 * and its scripts are asked for once the browser reports that paint (or at once in a tab that is
 * not shown, which paints nothing; after 3 s in one that reports no paints), named by #root's data-scripts: the app's entry first, then the files to fetch
 * alongside it. Until then the first paint shares the connection with nothing but its
 * stylesheet, fonts and images; on a phone's slow link the scripts (about 100 kB) were sent
 * interleaved with them. Links work before the scripts are here (they are plain links).
 */
const BOOT = `const root = document.getElementById('root');
const [entry, ...alongside] = (root?.dataset.scripts ?? '').split(' ');
let started = false;
function load() {
  if (started) return;
  started = true;
  for (const href of alongside) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  import(entry);
}
if (document.visibilityState === 'hidden') load();
else {
  try {
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      setTimeout(load, 0);
    }).observe({ type: 'paint', buffered: true });
  } catch {
    requestAnimationFrame(() => setTimeout(load, 0));
  }
  // A browser that reports no paint still gets its scripts.
  setTimeout(load, 3000);
}
`;
/** Writes a script of this step's into dist/assets, named by its content; returns its path. */
function writeScript(name, code) {
  const file = `assets/${name}-${createHash('sha256').update(code).digest('base64url').slice(0, 8)}.js`;
  writeFileSync(join(dist, file), code);
  return file;
}
const bootFile = writeScript('boot', BOOT);

/**
 * The wizard pages' check (dist/assets/resume-check-<hash>.js), run before their first paint: a
 * visitor with a design to resume (a draft, or one the gallery handed over before a reload) is
 * not shown the prerendered prompt to choose one (styles/app.css hides it until the app draws
 * the wizard). A classic script in the head, so the paint waits for it; it is a few hundred
 * bytes and reads nothing but this browser's storage.
 */
const RESUME_CHECK = `(function () {
  var pages = ${JSON.stringify(RESUMABLE_PAGES)};
  var page = pages[location.pathname];
  if (!page) return;
  try {
    var state = history.state && history.state.usr;
    if ((state && state.template) || localStorage.getItem(page.draftKey)) {
      document.documentElement.setAttribute(page.attribute, '');
    }
  } catch (error) {
    // Storage can be blocked: then there is no draft, and the prompt is right.
  }
})();
`;
const resumeCheckFile = writeScript('resume-check', RESUME_CHECK);

/** The script tags and module preloads of index.html's head, which the loader takes over. */
const SCRIPT_TAG = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/g;
const PRELOAD_TAG = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/**
 * A page's HTML: index.html with the page's parts (splitHoisted) in place of the loading shell.
 * The page paints without its scripts: the loader asks for them once it is on screen, and they
 * take over the page when they are here.
 */
function pageDocument(path, { title, head: pageHead, body }) {
  const headTemplate = template.slice(0, rootStart);
  const scripts = [
    ...[...headTemplate.matchAll(SCRIPT_TAG)].map((match) => match[1]),
    ...[...headTemplate.matchAll(PRELOAD_TAG)].map((match) => match[1]),
    ...scriptsOf(path),
  ];
  let head = headTemplate
    .replace(SCRIPT_TAG, '')
    .replace(PRELOAD_TAG, '')
    .replace('</head>', `<script type="module" src="/${bootFile}"></script></head>`);
  if (RESUMABLE_PAGES[path]) {
    head = head.replace('</head>', `<script src="/${resumeCheckFile}"></script></head>`);
  }
  if (title) head = head.replace(/<title>[^<]*<\/title>/, title);
  head = head.replace('</head>', `${pageHead}</head>`);
  return `${head}<div id="root" data-prerendered data-scripts="${scripts.join(' ')}">${body}${template.slice(rootEnd)}`;
}

mkdirSync(join(dist, 'prerendered'), { recursive: true });
for (const path of PRERENDERED_PATHS) {
  const markup = await renderPage(path);
  // A page that throws in Node is not refused by renderToString: the layout's Suspense boundary
  // gives up and writes its placeholder, which the browser would then show until the code came.
  if (markup.includes('data-page-placeholder')) {
    throw new Error(`${path} did not render in Node (it wrote its loading placeholder)`);
  }
  const html = pageDocument(path, splitHoisted(markup));
  writeFileSync(join(dist, 'prerendered', fileNameOf(path)), html);
  console.log(`prerendered ${path} (${(html.length / 1024).toFixed(1)} kB)`);
}
// Pages the server answers itself, by address pattern: the files to name in their HTML.
const dynamicPages = Object.keys(PAGE_MODULES).filter((path) => !PRERENDERED_PATHS.includes(path));
writeFileSync(
  join(dist, 'prerendered', 'preloads.json'),
  `${JSON.stringify(Object.fromEntries(dynamicPages.map((path) => [path, scriptsOf(path)])), null, 2)}\n`,
);
// The recipient's page, for the server to fill in: its head, its markup and its card's data.
const cardPage = pageDocument('/c/:token', {
  title: null,
  head: '<!--page-head-->',
  body: '<!--page-body-->',
}).replace('</body>', '<!--page-data--></body>');
writeFileSync(join(ssrDir, 'card-page.html'), cardPage);
