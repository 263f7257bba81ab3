// What the page's Content-Security-Policy refused, as the page itself reports it (securitypolicyviolation events).
import type { Page } from '@playwright/test';

/** From the next navigation on, the page keeps a list of every violation of its policy. */
export async function watchPolicy(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const violations: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = violations;
    document.addEventListener('securitypolicyviolation', (event) =>
      violations.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
}

export const policyViolations = (page: Page): Promise<string[]> =>
  page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
