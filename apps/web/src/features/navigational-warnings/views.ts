import type { DetailsViewRegistry } from '../../details/details-registry.js';

/** The navigational warnings list (spec 01 §2 `/navigationalwarnings`), loaded on first use. */
export function registerNavigationalWarningsViews(registry: DetailsViewRegistry): void {
  registry.register({
    id: 'navigationalwarnings',
    paths: ['/navigationalwarnings'],
    title: 'views.navigationalwarnings',
    load: () => import('./NavigationalWarningsView.js'),
  });
}
