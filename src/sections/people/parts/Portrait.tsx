// A drawn portrait for a team member until the firm has photos: head, hair and shoulders in the site's colours, no face to mistake for a real one.
import type { ViewOf } from '../../../content/view-types.ts';
import type { People } from '../schema.ts';

type Person = ViewOf<typeof People>['groups'][number]['members'][number];
type Look = NonNullable<Person['portrait']>;

const skins = { light: '#f1cfb8', medium: '#dcab88', tan: '#bf875f', deep: '#855638' } as const;
const hairColours = ['#2b2118', '#4a2f1d', '#7a4426', '#b88a4e', '#8c96a1'];
const shirts = ['#0e2f4f', '#0b6e64', '#45546a', '#5a3d6e', '#9a5b13'];
const backdrops = ['#e6f3f1', '#e8eef6', '#fbf1dc', '#efe9f5', '#e9f1e4'];
const hairs: Look['hair'][] = ['short', 'long', 'bun', 'curly'];
const skinTones = Object.keys(skins) as (keyof typeof skins)[];

/** A stable number from a name, so a person keeps the same drawing from build to build. */
function seed(name: string): number {
  let hash = 7;
  for (const character of name) hash = (hash * 31 + character.charCodeAt(0)) >>> 0;
  return hash;
}

const pick = <T,>(list: readonly T[], value: number) => list[value % list.length]!;

export function Portrait({ name, portrait }: { name: string; portrait?: Look }) {
  const n = seed(name);
  const hair = portrait?.hair ?? pick(hairs, n);
  const skin = skins[portrait?.skin ?? pick(skinTones, n >> 3)];
  const hairColour = pick(hairColours, n >> 6);
  const shirt = pick(shirts, n >> 9);
  return (
    <svg className="portrait" viewBox="0 0 120 120" width="96" height="96" aria-hidden="true" focusable="false">
      <circle cx="60" cy="60" r="60" fill={pick(backdrops, n >> 12)} />
      {hair === 'long' && <path d="M34 56c-2-24 9-38 26-38s28 14 26 38l3 40H31z" fill={hairColour} />}
      <rect x="51" y="66" width="18" height="24" rx="7" fill={skin} />
      <path d="M51 78h18v6a9 9 0 0 1-18 0z" fill="#000" opacity=".12" />
      <path d="M4 120c0-22 23-35 56-35s56 13 56 35z" fill={shirt} />
      <path d="M48 86l12 13 12-13" fill="none" stroke="#fff" strokeWidth="3" strokeLinejoin="round" opacity=".85" />
      <ellipse cx="39" cy="53" rx="3.5" ry="6" fill={skin} />
      <ellipse cx="81" cy="53" rx="3.5" ry="6" fill={skin} />
      <ellipse cx="60" cy="50" rx="21" ry="24" fill={skin} />
      {hair === 'short' && (
        <path d="M38 52c-4-20 7-33 22-33s26 12 22 33c-1-7-4-12-8-14-8 4-21 4-29 0-4 3-6 8-7 14z" fill={hairColour} />
      )}
      {hair === 'long' && (
        <path d="M38 52c-3-19 8-32 22-32s25 13 22 32c-7-5-12-12-15-19-6 10-17 16-29 19z" fill={hairColour} />
      )}
      {hair === 'bun' && (
        <>
          <circle cx="60" cy="19" r="10" fill={hairColour} />
          <path d="M38 50c-3-18 8-29 22-29s25 11 22 29c-5-9-12-14-22-14s-17 5-22 14z" fill={hairColour} />
        </>
      )}
      {hair === 'curly' && (
        <path
          d="M36 54c-7-5-5-15 1-17-2-8 5-15 12-12 3-7 12-9 16-4 6-4 15-1 16 6 7 1 10 9 5 14 4 6 0 13-6 13-3-9-9-16-20-16s-19 7-24 16z"
          fill={hairColour}
        />
      )}
      {hair === 'bald' && (
        <path d="M40 58c-2-5-2-9-1-13M80 58c2-5 2-9 1-13" stroke={hairColour} strokeWidth="4" strokeLinecap="round" />
      )}
      {portrait?.glasses && (
        <g fill="none" stroke="#13202e" strokeWidth="2.2">
          <rect x="43" y="47" width="14" height="11" rx="4" />
          <rect x="63" y="47" width="14" height="11" rx="4" />
          <path d="M57 51h6" />
        </g>
      )}
    </svg>
  );
}
