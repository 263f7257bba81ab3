// The editor's pictures: a real photo made web-ready (1600 px wide at most, WebP, its real size told), a safe name whatever the file was called, and anything that is not a picture refused in French.
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../src/cli/host-files.ts';
import { ArticleImage } from '../../src/content/schema/article.ts';
import { ImageRefused, imageSlug, saveWebImage, sniffImage, WEB_WIDTH } from '../../src/editor/images.ts';
import { loadSite } from '../../src/site/site.ts';
import { routeView } from '../../src/site/view.ts';
import { baseDir } from '../fixtures/materialize.ts';

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'images-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** A photo-like picture: a gradient, so compression has something to do. */
const picture = (width: number, height: number, format: 'png' | 'jpeg' | 'webp' | 'avif') =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 90, b: 160 } } })
    .composite([
      {
        input: Buffer.from(
          `<svg width="${width}" height="${height}"><circle cx="${width / 2}" cy="${height / 2}" r="${height / 3}" fill="#e8b04a"/></svg>`,
        ),
      },
    ])
    .toFormat(format)
    .toBuffer();

const refusal = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ImageRefused) return error.why;
    throw error;
  }
  throw new Error('the picture was accepted');
};

describe('a chosen picture', () => {
  it('a 3000×2000 PNG becomes a 1600×1067 WebP in public/images/, and says so', async () => {
    const saved = await saveWebImage(root, await picture(3000, 2000, 'png'), 'Bureau de Montréal.png');
    expect(saved).toEqual({
      src: expect.stringMatching(/^\/images\/bureau-de-montreal-[0-9a-f]{8}\.webp$/),
      width: WEB_WIDTH,
      height: 1067,
    });
    const file = join(root, 'public', saved.src);
    const written = await sharp(readFileSync(file)).metadata();
    expect([written.format, written.width, written.height]).toEqual(['webp', 1600, 1067]);
    // Nothing half-written is left beside it.
    expect(readdirSync(join(root, 'public/images'))).toEqual([saved.src.slice('/images/'.length)]);
    // What the editor writes is what the article's schema accepts.
    expect(ArticleImage.safeParse({ ...saved, alt: { fr: 'Un bureau', en: 'An office' } }).success).toBe(true);
  });

  it('a small JPEG is never enlarged, and the same picture twice is one file', async () => {
    const bytes = await picture(800, 600, 'jpeg');
    const first = await saveWebImage(root, bytes, 'petit.jpg');
    const second = await saveWebImage(root, bytes, 'petit.jpg');
    expect(first).toEqual({
      src: expect.stringMatching(/^\/images\/petit-[0-9a-f]{8}\.webp$/),
      width: 800,
      height: 600,
    });
    expect(second).toEqual(first);
    expect(readdirSync(join(root, 'public/images'))).toHaveLength(1);
  });

  it('two different pictures with the same name do not overwrite each other', async () => {
    const a = await saveWebImage(root, await picture(900, 600, 'png'), 'photo.png');
    const b = await saveWebImage(root, await picture(600, 900, 'png'), 'photo.png');
    expect(a.src).not.toBe(b.src);
    expect(readdirSync(join(root, 'public/images'))).toHaveLength(2);
  });

  it('knows JPEG, PNG, WebP and AVIF by their bytes, whatever the name', async () => {
    for (const format of ['jpeg', 'png', 'webp', 'avif'] as const)
      expect(sniffImage(await picture(40, 30, format))).toBe(format);
    expect(sniffImage(Buffer.from('GIF89a……'))).toBeUndefined();
    expect(sniffImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
  });

  it('refuses a text file named .png, in French, and writes nothing', async () => {
    const why = await refusal(saveWebImage(root, Buffer.from('ceci n’est pas une image'), 'photo.png'));
    expect(why.fr).toBe('ce fichier n’est pas une image JPEG, PNG, WebP ou AVIF');
    expect(readdirSync(root)).toEqual([]);
  });

  it('refuses a GIF, an empty file and bytes that only start like a picture', async () => {
    expect(
      (
        await refusal(
          saveWebImage(
            root,
            await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } })
              .gif()
              .toBuffer(),
            'a.gif',
          ),
        )
      ).fr,
    ).toContain('n’est pas une image');
    expect((await refusal(saveWebImage(root, Buffer.alloc(0), 'vide.jpg'))).fr).toBe('le fichier est vide');
    const truncated = (await picture(300, 200, 'png')).subarray(0, 40);
    expect((await refusal(saveWebImage(root, truncated, 'coupee.png'))).fr).toBe(
      'cette image est abîmée ou ne peut pas être lue',
    );
    expect(readdirSync(root)).toEqual([]);
  });
});

describe('the name of a saved picture', () => {
  it.each([
    ['Équipe d’été — Noël 2026.JPG', 'equipe-d-ete-noel-2026'],
    ['../../etc/passwd.png', 'passwd'],
    ['..\\..\\Windows\\Cœur.png', 'coeur'],
    ['/abs/olute/Réunion_Clients.webp', 'reunion-clients'],
    ['....png', 'image'],
    ['画像.png', 'image'],
    ['', 'image'],
  ])('%j → %s', (original, slug) => {
    expect(imageSlug(original)).toBe(slug);
  });

  it('a hostile name still gives a file inside public/images/', async () => {
    const saved = await saveWebImage(root, await picture(100, 80, 'png'), '../../../Café Dépôt.png');
    expect(saved.src).toMatch(/^\/images\/cafe-depot-[0-9a-f]{8}\.webp$/);
    expect(readdirSync(join(root, 'public/images'))).toHaveLength(1);
  });

  it('is short, whatever the original', () => {
    expect(imageSlug(`${'très-long-nom-'.repeat(20)}.png`).length).toBeLessThanOrEqual(60);
    expect(imageSlug(`${'a'.repeat(59)}-b.png`)).not.toMatch(/-$/);
  });
});

describe('an article photo', () => {
  const photo = (src: string) =>
    ArticleImage.safeParse({ src, alt: { fr: 'Un bureau', en: 'An office' }, width: 800, height: 533 }).success;
  it('is a picture of the site’s own or a remote https photo', () => {
    expect(photo('/images/bureau-1a2b3c4d.webp')).toBe(true);
    expect(photo('/images/equipe.jpg')).toBe(true);
    expect(photo('https://images.unsplash.com/photo-1554224154-26032ffc0d07?auto=format&fit=crop&w=800&q=70')).toBe(
      true,
    );
  });
  it.each([
    '/images/../site.yaml',
    '/images/sous/dossier.webp',
    '/etc/passwd.png',
    '/images/anime.gif',
    'images/x.webp',
    'http://example.com/x.jpg',
    'data:image/png;base64,AAAA',
    'javascript:alert(1)',
  ])('refuses %s', (src) => {
    expect(photo(src)).toBe(false);
  });
  it('needs its alt text in both languages', () => {
    expect(
      ArticleImage.safeParse({ src: '/images/x.webp', alt: { fr: 'Un bureau', en: '' }, width: 1, height: 1 }).success,
    ).toBe(false);
    expect(
      ArticleImage.safeParse({ src: '/images/x.webp', alt: { fr: ' ', en: 'An office' }, width: 1, height: 1 }).success,
    ).toBe(false);
  });
});

describe('an article whose photo is a picture of the site’s own', () => {
  it('is refused at its line while the file is missing from public/images/, then published with its full address', async () => {
    cpSync(baseDir, root, { recursive: true });
    const file = join(root, 'pages/blog/crypto-tax.yaml');
    writeFileSync(
      file,
      readFileSync(file, 'utf8').replace(/src: https:\/\/\S+/, 'src: /images/verification-0a1b2c3d.webp'),
    );
    const missing = loadSite(root);
    expect(missing.ok).toBe(false);
    const problems = missing.ok ? [] : missing.problems;
    expect(problems.map((problem) => [problem.file, problem.path, problem.message.fr])).toEqual([
      [
        'pages/blog/crypto-tax.yaml',
        'image.src',
        'l’image /images/verification-0a1b2c3d.webp n’est pas dans public/images/verification-0a1b2c3d.webp : choisissez à nouveau le fichier dans l’éditeur',
      ],
    ]);

    const saved = await saveWebImage(root, await picture(1200, 800, 'png'), 'verification.png');
    writeFileSync(file, readFileSync(file, 'utf8').replace('/images/verification-0a1b2c3d.webp', saved.src));
    const result = loadSite(root);
    if (!result.ok) throw new Error(result.problems.map((problem) => problem.message.en).join('\n'));
    const post = result.site.posts.find((candidate) => candidate.slug.en === 'crypto-tax')!;
    const route = result.site.routes.find((candidate) => candidate.post === post.slug.en)!;
    // Search engines get the full address; the security policy allows it as the site's own ('self').
    expect(routeView(result.site, route).head.jsonLd).toContain(`"image":"${result.site.settings.origin}${saved.src}"`);
    expect(contentSecurityPolicy(result.site, 'sha256-x')).toMatch(/img-src 'self' data:;/);
  });
});

describe('an article without a photo', () => {
  it('validates, shows the site’s own drawing as a decorative picture, and gives search engines the site’s picture', () => {
    cpSync(baseDir, root, { recursive: true });
    const file = join(root, 'pages/blog/crypto-tax.yaml');
    const text = readFileSync(file, 'utf8');
    writeFileSync(file, text.replace(/^image:\n(?: {2}.*\n)+/m, ''));
    expect(readFileSync(file, 'utf8')).not.toContain('image:');
    const result = loadSite(root);
    if (!result.ok) throw new Error(result.problems.map((problem) => problem.message.en).join('\n'));
    const post = result.site.posts.find((candidate) => candidate.slug.en === 'crypto-tax')!;
    expect(post.image).toEqual({
      src: '/images/article-fallback.svg',
      alt: { fr: '', en: '' },
      width: 800,
      height: 533,
    });
    const route = result.site.routes.find((candidate) => candidate.post === post.slug.en)!;
    expect(routeView(result.site, route).head.jsonLd).toContain(
      `"image":"${result.site.settings.origin}${result.site.settings.seo.image}"`,
    );
  });
});
