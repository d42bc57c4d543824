import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * The page's serious and critical axe violations, each as one readable line (rule, help and
 * the first offending elements), prefixed with `where` when given. An empty list passes.
 * `within` scans one part only: an open dialog, whose page behind it lies under the overlay
 * (dimmed on purpose, and scanned on its own before the dialog opened).
 */
export async function seriousViolations(
  page: Page,
  where?: string,
  within?: string,
): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  const axe = await (within ? builder.include(within) : builder).analyze();
  return axe.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${where ? `${where}: ` : ''}${violation.id} ${violation.help} at ${violation.nodes
          .slice(0, 3)
          // The element's own markup too: Mantine's class names alone rarely say which it is.
          .map((node) => `${node.target.join(' ')} ${node.html.slice(0, 120)}`)
          .join(', ')}`,
    );
}
