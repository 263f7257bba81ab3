// `npm run new:page -- <id>` and `npm run new:post -- <slug>`: writes a bilingual skeleton whose TODO texts validate refuses until they are written.
import { existsSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type Message, message, messageLocale } from '../content/messages.ts';
import { invalidName, pageScaffold, postScaffold } from '../site/scaffold.ts';
import { loadSite } from '../site/site.ts';

const [kind, name, rootArgument] = process.argv.slice(2);
const command = kind === 'post' ? 'new:post -- <slug>' : 'new:page -- <id>';
const locale = messageLocale();
const fail = (words: Message): never => {
  console.error(words[locale]);
  process.exit(1);
};

if ((kind !== 'page' && kind !== 'post') || !name)
  fail(
    message(
      `usage : npm run ${command}   (par exemple : npm run ${kind === 'post' ? 'new:post -- reforme-fiscale' : 'new:page -- carrieres'})`,
      `usage: npm run ${command}   (for example: npm run ${kind === 'post' ? 'new:post -- reforme-fiscale' : 'new:page -- careers'})`,
    ),
  );
const root = resolve(rootArgument ?? '.');
const wanted = kind as 'page' | 'post';
const reason = invalidName(wanted, name!);
if (reason) fail(reason);

const scaffold = wanted === 'page' ? pageScaffold(name!) : postScaffold(name!, new Date());
if (existsSync(join(root, scaffold.file)))
  fail(
    message(
      `${scaffold.file} existe déjà : choisissez un autre nom ou modifiez ce fichier`,
      `${scaffold.file} already exists: choose another name or edit that file`,
    ),
  );
// Another file may already use the id, the slug or the address; only a valid site can tell.
const current = loadSite(root, { unfinished: 'preview' });
if (current.ok) {
  const { pages, posts, routes } = current.site;
  if (wanted === 'page' && pages.some((page) => page.id === name))
    fail(
      message(
        `l’id de page « ${name} » est déjà pris : choisissez-en un autre`,
        `the page id “${name}” is already used: choose another`,
      ),
    );
  if (wanted === 'post' && posts.some((post) => post.slug.fr === name || post.slug.en === name))
    fail(
      message(
        `le slug « ${name} » est déjà pris par un article : choisissez-en un autre`,
        `the slug “${name}” is already used by an article: choose another`,
      ),
    );
  const taken = routes.find((route) => route.path === scaffold.addresses.fr || route.path === scaffold.addresses.en);
  if (taken)
    fail(
      message(
        `l’adresse ${taken.path} est déjà prise : choisissez un autre nom`,
        `the address ${taken.path} is already taken: choose another name`,
      ),
    );
}

writeFileSync(join(root, scaffold.file), scaffold.text, { flag: 'wx' });
console.log(
  message(
    `Fichier créé : ${scaffold.file} (${scaffold.addresses.fr} en français, ${scaffold.addresses.en} en anglais).
Ensuite :
  1. Remplacez chaque texte TODO du fichier (npm run dev montre la page pendant que vous écrivez : http://localhost:5173${scaffold.addresses.fr}).
  2. npm run validate   liste chaque TODO restant, avec sa ligne; le site ne peut pas être construit tant qu’il en reste.`,
    `Created ${scaffold.file}: ${scaffold.addresses.fr} in French, ${scaffold.addresses.en} in English.
Next:
  1. Replace every TODO text in the file (npm run dev shows the page while you write: http://localhost:5173${scaffold.addresses.fr}).
  2. npm run validate   lists each TODO left, with its line; the site cannot be built until there are none.`,
  )[locale],
);
