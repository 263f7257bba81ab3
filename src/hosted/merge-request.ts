// Where main is protected: the branch a publication waits on, and the host's own page for opening a pull or merge request from it, built from the repository's address.

export const HOSTS = ['github', 'gitlab', 'bitbucket', 'gitea'] as const;
export type Host = (typeof HOSTS)[number];

/** The host's kind, from its name; a self-hosted GitLab or Gitea/Forgejo under another name is named by EDITOR_GIT_HOST. */
export function hostOf(gitUrl: string, named?: string): Host | undefined {
  if (named && (HOSTS as readonly string[]).includes(named)) return named as Host;
  let host: string;
  try {
    host = new URL(gitUrl).hostname.toLowerCase();
  } catch {
    return undefined;
  }
  if (host === 'github.com' || host.endsWith('.github.com') || host.endsWith('.ghe.com')) return 'github';
  if (host === 'bitbucket.org') return 'bitbucket';
  if (host === 'gitlab.com' || host.split('.').includes('gitlab')) return 'gitlab';
  if (
    ['codeberg.org', 'gitea.com'].includes(host) ||
    host.split('.').some((part) => part === 'gitea' || part === 'forgejo')
  )
    return 'gitea';
  return undefined;
}

/** Path segments kept readable (a branch's slashes stay slashes), everything else escaped. */
const segments = (text: string) => text.split('/').map(encodeURIComponent).join('/');

/**
 * The host's page that opens a pull (merge) request of `branch` into `target`, or undefined when the host is unknown.
 * The repository's web address is its git address without credentials, without `.git`.
 */
export function mergeRequestUrl(gitUrl: string, target: string, branch: string, named?: string): string | undefined {
  const host = hostOf(gitUrl, named);
  if (!host) return undefined;
  let url: URL;
  try {
    url = new URL(gitUrl);
  } catch {
    return undefined;
  }
  const repository = `${url.protocol}//${url.host}${url.pathname.replace(/\/+$/, '').replace(/\.git$/, '')}`;
  switch (host) {
    case 'github':
    case 'gitea':
      // GitHub and Gitea/Forgejo share the compare page; GitHub opens its form at once with expand=1.
      return `${repository}/compare/${segments(target)}...${segments(branch)}${host === 'github' ? '?expand=1' : ''}`;
    case 'gitlab':
      return `${repository}/-/merge_requests/new?${new URLSearchParams({
        'merge_request[source_branch]': branch,
        'merge_request[target_branch]': target,
      })}`;
    case 'bitbucket':
      return `${repository}/pull-requests/new?${new URLSearchParams({ source: branch, dest: target })}`;
  }
}

/** The branch a publication waits on: its day, its author and its number, readable in the host's list of branches. */
export function waitingBranch(proposal: { id: number; email: string }, at: number): string {
  const day = new Date(at).toISOString().slice(0, 10);
  const person =
    (proposal.email.split('@')[0] ?? '')
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40) || 'personne';
  return `editor/publication-${day}-${person}-${proposal.id}`;
}
