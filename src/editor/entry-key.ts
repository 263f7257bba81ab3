// A new entry's name as the marketer writes it (« Forfait famille ») turned into the key site.yaml stores (forfaitFamille).

/** Words without accents or spaces, joined as one word, each after the first capitalised; '' when no letter leads. */
export function keyOf(words: string): string {
  const parts = words
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  const key = parts
    .map((part, index) => (index === 0 ? part[0]!.toLowerCase() : part[0]!.toUpperCase()) + part.slice(1))
    .join('');
  return /^[a-zA-Z]/.test(key) ? key : '';
}
