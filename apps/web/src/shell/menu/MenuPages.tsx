import { useTranslation } from 'react-i18next';
import type { ViewTitleKey } from '../../details/details-registry.js';
import { ShellLink } from '../ShellLink.js';

/** The pages the menu links to; their details views open in the details pane. */
const PAGES: readonly { path: string; title: ViewTitleKey }[] = [
  { path: '/', title: 'views.home' },
  { path: '/navigationalwarnings', title: 'views.navigationalwarnings' },
  { path: '/events', title: 'views.events' },
  { path: '/zonealerts', title: 'views.zonealerts' },
  { path: '/areaactivity', title: 'views.areaactivity' },
  { path: '/fleets', title: 'views.fleets' },
  { path: '/customroute', title: 'views.customroute' },
  { path: '/myvessel', title: 'views.myvessel' },
  { path: '/tools', title: 'views.tools' },
  { path: '/sensors', title: 'views.sensors' },
  { path: '/caching', title: 'views.caching' },
  { path: '/emergency', title: 'views.emergency' },
];

export function MenuPages() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('shell.pages')}>
      <ul className="link-list">
        {PAGES.map((page) => (
          <li key={page.path}>
            <ShellLink to={page.path}>{t(page.title)}</ShellLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
