// The known word nearest to a mistyped one, for "did you mean": the validator's messages and the editor's one-click fixes agree on it.

export function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j]!;
      row[j] = Math.min(
        above + 1,
        row[j - 1]! + 1,
        diagonal + (a[i - 1]!.toLowerCase() === b[j - 1]!.toLowerCase() ? 0 : 1),
      );
      diagonal = above;
    }
  }
  return row[b.length]!;
}

/** The known word close enough to `word` to be what was meant (a third of its letters off at most, or two), or undefined. */
export function closestWord(word: string, known: readonly string[]): string | undefined {
  const best = known
    .map((candidate) => ({ candidate, distance: editDistance(word, candidate) }))
    .sort((a, b) => a.distance - b.distance)[0];
  return best && best.distance <= Math.max(2, Math.floor(best.candidate.length / 3)) ? best.candidate : undefined;
}
