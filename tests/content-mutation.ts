// A marketer's week of changes, applied to a copy of the site: every fact, phone and hour changed, an article, a card,
// a page, a section, an inclusion and a question added (an article with its uploaded photo, another without one), another section and article removed. Tests run on the copy to
// prove that no check pins the firm's content.
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type Document, isSeq, parseDocument, type YAMLMap, type YAMLSeq } from 'yaml';

type Sections = YAMLSeq<YAMLMap>;

/** What the week changed, for the test that reads the copy back. */
export type Mutation = {
  prices: Record<string, number>;
  phones: Record<string, string>;
  addedPage: string;
  addedPost: string;
  removedPost: string;
};

const edit = (root: string, file: string, change: (doc: Document) => void) => {
  const path = join(root, file);
  const doc = parseDocument(readFileSync(path, 'utf8'));
  change(doc);
  writeFileSync(path, doc.toString({ lineWidth: 0 }));
};
const sectionsOf = (doc: Document) => doc.get('sections') as Sections;
const firstOfType = (doc: Document, type: string) =>
  sectionsOf(doc).items.find((section) => section.get('type') === type)!;

/** Applies the week's changes to the content tree at `root` (site.yaml, pages/). */
export function mutateContent(root: string): Mutation {
  const prices: Record<string, number> = {};
  const phones: Record<string, string> = {};
  edit(root, 'site.yaml', (doc) => {
    const facts = doc.get('facts') as YAMLMap;
    for (const pair of (facts.get('prices') as YAMLMap).items) {
      const fact = pair.value as YAMLMap;
      const amount = fact.get('amount');
      // Raised by 13 (odd, so no old amount comes back by chance), minimum hours by one.
      if (typeof amount === 'number') {
        prices[String(pair.key)] = amount + 13;
        fact.set('amount', amount + 13);
      }
      const hours = fact.get('minimumHours');
      if (typeof hours === 'number') fact.set('minimumHours', hours + 1);
    }
    facts.setIn(['openingHours', 'days'], doc.createNode({ from: 'Mo', to: 'Sa' }));
    facts.setIn(['openingHours', 'opens'], '08:30');
    facts.setIn(['openingHours', 'closes'], '20:00');
    const contact = doc.get('contact') as YAMLMap;
    contact.set('email', 'bonjour@example.org');
    let n = 40;
    for (const pair of (contact.get('phones') as YAMLMap).items) {
      const phone = pair.value as YAMLMap;
      n++;
      phone.set('tel', `+1438555${String(1000 + n)}`);
      phones[String(pair.key)] = `438 555-${1000 + n}`;
      phone.set('display', phones[String(pair.key)]);
    }
  });

  // A card added to the first grid of the home page, an inclusion to the company plan, a question moved and one added.
  edit(root, 'pages/home.yaml', (doc) => {
    const cards = firstOfType(doc, 'cardGrid').get('cards') as YAMLSeq<YAMLMap>;
    const card = cards.items[0]!.clone() as YAMLMap;
    card.set('title', doc.createNode({ fr: 'Un service ajouté', en: 'An added service' }));
    cards.items.push(card);
  });
  edit(root, 'pages/pricing-company.yaml', (doc) => {
    const card = (firstOfType(doc, 'cardGrid').get('cards') as YAMLSeq<YAMLMap>).items[0]!;
    const features = card.get('features') as YAMLSeq;
    if (isSeq(features)) features.items.push(doc.createNode({ fr: 'Une inclusion de plus', en: 'One more inclusion' }));
    const items = firstOfType(doc, 'faq').get('items') as YAMLSeq;
    items.items.push(items.items.shift()!);
    items.items.push(
      doc.createNode({
        question: { fr: 'Une nouvelle question?', en: 'A new question?' },
        answer: { fr: 'Sa réponse.', en: 'Its answer.' },
      }),
    );
  });

  // A section added to one page, another removed from a page that has two of a kind.
  edit(root, 'pages/about.yaml', (doc) => {
    const sections = sectionsOf(doc);
    sections.items.splice(
      sections.items.length - 1,
      0,
      doc.createNode({
        type: 'faq',
        heading: { fr: 'Questions sur l’équipe', en: 'Questions about the team' },
        items: [
          { question: { fr: 'Qui suis-je?', en: 'Who am I?' }, answer: { fr: 'Une réponse.', en: 'An answer.' } },
        ],
      }) as YAMLMap,
    );
  });
  edit(root, 'pages/services.yaml', (doc) => {
    const sections = sectionsOf(doc);
    const grids = sections.items.filter((section) => section.get('type') === 'cardGrid');
    sections.items.splice(sections.items.indexOf(grids[grids.length - 1]!), 1);
  });

  // A page added (a copy of a service page under a new id and path).
  const addedPage = 'payroll-services';
  cpSync(join(root, 'pages/tax-planning.yaml'), join(root, `pages/${addedPage}.yaml`));
  edit(root, `pages/${addedPage}.yaml`, (doc) => {
    doc.set('id', addedPage);
    doc.set('path', '/payroll-services');
    doc.setIn(['head', 'title'], doc.createNode({ fr: 'Service de paie', en: 'Payroll service' }));
    doc.setIn(
      ['head', 'description'],
      doc.createNode({
        fr: 'La paie de vos employés faite pour vous chaque semaine : relevés, remises à l’ARC et à Revenu Québec, T4 et relevés 1.',
        en: 'Your employees’ payroll done for you every week: pay stubs, source deductions remitted to the CRA and Revenu Québec, T4 and RL-1 slips.',
      }),
    );
    const hero = firstOfType(doc, 'hero');
    hero.set('title', doc.createNode({ fr: 'La paie, sans y penser', en: 'Payroll, without a thought' }));
  });

  // An article added (the newest), another removed (the oldest that no content links to).
  const postsDir = join(root, 'pages/blog');
  const posts = readdirSync(postsDir)
    .filter((file) => file.endsWith('.yaml'))
    .sort();
  const linked = (file: string) => {
    const slug = (parseDocument(readFileSync(join(postsDir, file), 'utf8')).getIn(['slug', 'en']) as string) ?? '';
    return allYaml(root).some(
      (other) => other !== join(postsDir, file) && readFileSync(other, 'utf8').includes(`post: ${slug}`),
    );
  };
  const removedPost = posts.find((file) => !linked(file))!;
  const addedPost = 'new-article.yaml';
  const addedPhoto = 'new-article-photo-1a2b3c4d.webp';
  cpSync(join(postsDir, posts.find((file) => file !== removedPost)!), join(postsDir, addedPost));
  rmSync(join(postsDir, removedPost));
  edit(root, `pages/blog/${addedPost}`, (doc) => {
    doc.set('slug', doc.createNode({ fr: 'nouvel-article', en: 'new-article' }));
    doc.set('date', '2026-11-20');
    doc.set('title', doc.createNode({ fr: 'Un article de la semaine', en: 'This week’s article' }));
    doc.set(
      'description',
      doc.createNode({
        fr: 'Ce qui change cette semaine pour les travailleurs autonomes et les entreprises du Québec, en quelques points clairs.',
        en: 'What changes this week for the self-employed and companies in Quebec, in a few clear points.',
      }),
    );
    // Its photo uploaded in the editor, which writes it under public/images/ (a 1 × 1 WebP is enough to be found).
    doc.set(
      'image',
      doc.createNode({
        src: `/images/${addedPhoto}`,
        alt: { fr: 'Un bureau au petit matin', en: 'A desk early in the morning' },
        width: 1,
        height: 1,
      }),
    );
  });
  // A second one written as a marketer first publishes it, without a photo: its card's band shares a row with photos.
  const unpictured = 'sans-photo.yaml';
  cpSync(join(postsDir, addedPost), join(postsDir, unpictured));
  edit(root, `pages/blog/${unpictured}`, (doc) => {
    doc.set('slug', doc.createNode({ fr: 'article-sans-photo', en: 'article-without-photo' }));
    doc.set('date', '2026-11-19');
    doc.set(
      'title',
      doc.createNode({ fr: 'Acomptes provisionnels : le calendrier', en: 'Tax instalments: the calendar' }),
    );
    doc.set(
      'description',
      doc.createNode({
        fr: 'Les dates des acomptes provisionnels de l’année, et comment en calculer le montant sans mauvaise surprise.',
        en: 'This year’s instalment dates, and how to work out the amount without a bad surprise.',
      }),
    );
    doc.delete('image');
  });
  mkdirSync(join(root, 'public/images'), { recursive: true });
  writeFileSync(
    join(root, 'public/images', addedPhoto),
    Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64'),
  );
  return { prices, phones, addedPage, addedPost, removedPost };
}

function allYaml(root: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.yaml')) out.push(path);
    }
  };
  walk(join(root, 'pages'));
  return [join(root, 'site.yaml'), ...out];
}

/** A copy of the whole project (its node_modules linked, not copied) with the week's changes applied. */
export function mutatedProject(project = process.cwd()): { root: string; mutation: Mutation } {
  const root = mkdtempSync(join(tmpdir(), 'site-mutated-'));
  const skip = new Set(['node_modules', '.git', 'dist', '.build', 'test-results', '.wrangler', 'playwright-report']);
  for (const entry of readdirSync(project))
    if (!skip.has(entry)) cpSync(join(project, entry), join(root, entry), { recursive: true });
  symlinkSync(resolve(project, 'node_modules'), join(root, 'node_modules'), 'dir');
  if (!existsSync(join(root, 'site.yaml'))) throw new Error(`no site.yaml in ${project}`);
  return { root, mutation: mutateContent(root) };
}
