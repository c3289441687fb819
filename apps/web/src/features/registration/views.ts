import type { DetailsViewRegistry } from '../../details/details-registry.js';

/**
 * The account views: registration and its activation landing, the signed-in user's access
 * applications, and the administrator's pages. Each loads on first use.
 */
export function registerAccountViews(registry: DetailsViewRegistry): void {
  registry.register({
    id: 'registration',
    paths: ['/registration'],
    title: 'views.registration',
    load: () => import('./RegistrationView.js'),
  });
  registry.register({
    id: 'terms',
    paths: ['/terms'],
    title: 'views.terms',
    load: () => import('./TermsView.js'),
  });
  registry.register({
    id: 'applications',
    paths: ['/applications'],
    title: 'views.applications',
    load: () => import('../applications/ApplicationsView.js'),
  });
  registry.register({
    id: 'admin',
    paths: ['/admin'],
    title: 'views.admin',
    load: () => import('../admin/AdminView.js'),
  });
}
