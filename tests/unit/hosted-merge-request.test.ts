// Where main is protected, the publisher is sent to the host's own "new pull/merge request" page: its address for GitHub, GitLab, Bitbucket and Gitea/Forgejo, built from the repository's git address.
import { expect, test } from 'vitest';
import { hostOf, mergeRequestUrl, waitingBranch } from '../../src/hosted/merge-request.ts';

const BRANCH = 'editor/publication-2026-11-25-marie-7';

test('each host’s own page for a new pull or merge request from the waiting branch into main', () => {
  const cases: [string, string, string | undefined, string][] = [
    [
      'GitHub',
      'https://github.com/boreal-cpa/site.git',
      undefined,
      'https://github.com/boreal-cpa/site/compare/main...editor/publication-2026-11-25-marie-7?expand=1',
    ],
    [
      'GitLab (a group and a subgroup)',
      'https://gitlab.com/boreal/web/site.git',
      undefined,
      'https://gitlab.com/boreal/web/site/-/merge_requests/new?merge_request%5Bsource_branch%5D=editor%2Fpublication-2026-11-25-marie-7&merge_request%5Btarget_branch%5D=main',
    ],
    [
      'Bitbucket (user name in the address)',
      'https://x-token-auth@bitbucket.org/boreal/site.git',
      undefined,
      'https://bitbucket.org/boreal/site/pull-requests/new?source=editor%2Fpublication-2026-11-25-marie-7&dest=main',
    ],
    [
      'Codeberg (Forgejo)',
      'https://codeberg.org/boreal/site.git',
      undefined,
      'https://codeberg.org/boreal/site/compare/main...editor/publication-2026-11-25-marie-7',
    ],
    [
      'a Gitea of the firm’s own, named by EDITOR_GIT_HOST, without .git',
      'https://git.boreal.ca/web/site',
      'gitea',
      'https://git.boreal.ca/web/site/compare/main...editor/publication-2026-11-25-marie-7',
    ],
    [
      'a self-hosted GitLab by its name',
      'https://gitlab.boreal.ca/web/site.git/',
      undefined,
      'https://gitlab.boreal.ca/web/site/-/merge_requests/new?merge_request%5Bsource_branch%5D=editor%2Fpublication-2026-11-25-marie-7&merge_request%5Btarget_branch%5D=main',
    ],
  ];
  for (const [name, gitUrl, named, expected] of cases)
    expect(mergeRequestUrl(gitUrl, 'main', BRANCH, named), name).toBe(expected);
});

test('an unknown host gives no address rather than a wrong one; a credential in the git address never reaches the link', () => {
  expect(hostOf('https://git.boreal.ca/web/site.git')).toBeUndefined();
  expect(mergeRequestUrl('https://git.boreal.ca/web/site.git', 'main', BRANCH)).toBeUndefined();
  expect(mergeRequestUrl('not an address', 'main', BRANCH, 'github')).toBeUndefined();
  const link = mergeRequestUrl('https://user:secret-token@github.com/boreal/site.git', 'main', BRANCH) ?? '';
  expect(link).toBe('https://github.com/boreal/site/compare/main...editor/publication-2026-11-25-marie-7?expand=1');
  expect(link).not.toContain('secret-token');
});

test('the waiting branch names its day, its author and its number in plain ASCII', () => {
  expect(waitingBranch({ id: 7, email: 'Marie.Tremblay@example.com' }, Date.UTC(2026, 10, 25, 15))).toBe(
    'editor/publication-2026-11-25-marie-tremblay-7',
  );
  expect(waitingBranch({ id: 12, email: 'élise.côté@example.com' }, Date.UTC(2026, 0, 2))).toBe(
    'editor/publication-2026-01-02-elise-cote-12',
  );
});
