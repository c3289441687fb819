import type { DetailsViewRegistry } from '../../details/details-registry.js';

/** The sensor and fishing-tool views (spec 01 §2, R01.11, R01.12). */
export function registerFishinfoViews(registry: DetailsViewRegistry): void {
  registry.register({
    id: 'registercontainer',
    paths: ['/registercontainer/:coordinate?'],
    title: 'views.registercontainer',
    load: () => import('./RegisterContainerView.js'),
  });
  registry.register({
    id: 'sensors',
    paths: ['/sensors'],
    title: 'views.sensors',
    load: () => import('./SensorsView.js'),
  });
  registry.register({
    id: 'tools',
    paths: ['/tools'],
    title: 'views.tools',
    load: () => import('./ToolsView.js'),
  });
  registry.register({
    id: 'toolreport',
    paths: ['/toolreport'],
    title: 'views.toolreport',
    load: () => import('./ToolReportView.js'),
  });
  registry.register({
    id: 'toolhistory',
    paths: ['/toolhistory'],
    title: 'views.toolhistory',
    load: () => import('./ToolHistoryView.js'),
  });
}
