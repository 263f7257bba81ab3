// `npm run new:page -- <id>` and `npm run new:post -- <slug>`: writes a bilingual skeleton whose TODO texts validate refuses until they are written.
import { existsSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { invalidName, pageScaffold, postScaffold } from '../content/scaffold.ts';
import { loadSite } from '../content/site.ts';

const [kind, name, rootArgument] = process.argv.slice(2);
const command = kind === 'post' ? 'new:post -- <slug>' : 'new:page -- <id>';
const fail = (message: string): never => {
  console.error(message);
  process.exit(1);
};

if ((kind !== 'page' && kind !== 'post') || !name) fail(`usage: npm run ${command}   (for example: npm run ${kind === 'post' ? 'new:post -- reforme-fiscale' : 'new:page -- careers'})`);
const root = resolve(rootArgument ?? '.');
const wanted = kind as 'page' | 'post';
const reason = invalidName(wanted, name!);
if (reason) fail(reason);

const scaffold = wanted === 'page' ? pageScaffold(name!) : postScaffold(name!, new Date());
if (existsSync(join(root, scaffold.file))) fail(`${scaffold.file} already exists: choose another name or edit that file`);
// Another file may already use the id, the slug or the address; only a valid site can tell.
const current = loadSite(root, { unfinished: 'preview' });
if (current.ok) {
  const { pages, posts, routes } = current.site;
  if (wanted === 'page' && pages.some((page) => page.id === name)) fail(`the page id “${name}” is already used: choose another`);
  if (wanted === 'post' && posts.some((post) => post.slug.fr === name || post.slug.en === name)) fail(`the slug “${name}” is already used by an article: choose another`);
  const taken = routes.find((route) => route.path === scaffold.addresses.fr || route.path === scaffold.addresses.en);
  if (taken) fail(`the address ${taken.path} is already taken: choose another name`);
}

writeFileSync(join(root, scaffold.file), scaffold.text, { flag: 'wx' });
console.log(`Created ${scaffold.file}: ${scaffold.addresses.fr} in French, ${scaffold.addresses.en} in English.
Next:
  1. Replace every TODO text in the file (npm run dev shows the page while you write: http://localhost:5173${scaffold.addresses.fr}).
  2. npm run validate   lists each TODO left, with its line; the site cannot be built until there are none.`);
