// Addresses that moved: the host answers them with a 301, the app replaces them in history.
export const redirects: readonly { from: string; to: string }[] = [{ from: '/services-fr', to: '/services' }];

export function redirectFor(path: string): string | undefined {
  return redirects.find((rule) => rule.from === path)?.to;
}
