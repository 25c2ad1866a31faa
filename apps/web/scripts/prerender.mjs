// Writes the public pages as HTML (the last step of `npm run build -w apps/web`): each page of
// PRERENDERED_PATHS (src/prerender/entry.tsx, built for Node into dist/.ssr) is rendered to a
// string and put into a copy of the built index.html, in place of the loading shell, at
// dist/prerendered/<name>.html. The server sends that copy for the page's address, so a phone
// paints the page itself before any script has arrived; the app then renders over it.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const dist = join(import.meta.dirname, '../dist');
const ssrDir = join(dist, '.ssr');
const { PRERENDERED_PATHS, PAGE_MODULES, renderPage, fileNameOf } = await import(
  pathToFileURL(join(ssrDir, 'entry.js')).href
);

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
const modulePreloads = (scripts) =>
  scripts
    .map((href) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="${href}">`)
    .join('');

/** React 19 puts a page's <title> (and any <meta>/<link> it renders) first: they go in the head. */
const HOISTED = /^(?:<title>[^<]*<\/title>|<meta [^>]*>|<link [^>]*>)+/;

mkdirSync(join(dist, 'prerendered'), { recursive: true });
for (const path of PRERENDERED_PATHS) {
  const markup = await renderPage(path);
  // A page that throws in Node is not refused by renderToString: the layout's Suspense boundary
  // gives up and writes its placeholder, which the browser would then show until the code came.
  if (markup.includes('data-page-placeholder')) {
    throw new Error(`${path} did not render in Node (it wrote its loading placeholder)`);
  }
  const hoisted = markup.match(HOISTED)?.[0] ?? '';
  const body = markup.slice(hoisted.length);
  const title = hoisted.match(/<title>[^<]*<\/title>/)?.[0];
  // The page paints without its scripts: they load at low priority, after the stylesheet, fonts
  // and images the first screen shows, and take over the page when they are here.
  let head = template
    .slice(0, rootStart)
    .replaceAll(
      '<script type="module" crossorigin',
      '<script type="module" fetchpriority="low" crossorigin',
    )
    .replaceAll(
      '<link rel="modulepreload" crossorigin',
      '<link rel="modulepreload" fetchpriority="low" crossorigin',
    );
  if (title) head = head.replace(/<title>[^<]*<\/title>/, title);
  head = head.replace(
    '</head>',
    `${hoisted.replace(/<title>[^<]*<\/title>/, '')}${modulePreloads(scriptsOf(path))}</head>`,
  );
  const html = `${head}<div id="root" data-prerendered>${body}${template.slice(rootEnd)}`;
  writeFileSync(join(dist, 'prerendered', fileNameOf(path)), html);
  console.log(`prerendered ${path} (${(html.length / 1024).toFixed(1)} kB)`);
}
// Pages the server answers itself, by address pattern: the files to name in their HTML.
const dynamicPages = Object.keys(PAGE_MODULES).filter((path) => !PRERENDERED_PATHS.includes(path));
writeFileSync(
  join(dist, 'prerendered', 'preloads.json'),
  `${JSON.stringify(Object.fromEntries(dynamicPages.map((path) => [path, scriptsOf(path)])), null, 2)}\n`,
);
rmSync(ssrDir, { recursive: true, force: true });
