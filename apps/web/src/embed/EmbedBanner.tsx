import { CURRENT_PAGE } from '../app/page-variant.js';
import { useTranslation } from 'react-i18next';
import './embed.css';

/** Logo files the web app ships, by app-variant icon name. */
const VARIANT_LOGOS: Readonly<Record<string, string>> = { havkart: '/favicon.svg' };

/**
 * The banner of an embedded page (spec 01 §2): the app's logo and title, linking to the full
 * app in a new tab, so a reader of the host page knows where the map comes from.
 */
export function EmbedBanner() {
  const { t } = useTranslation();
  const { variant, variantPrefix } = CURRENT_PAGE;
  const logo = VARIANT_LOGOS[variant.icon];
  return (
    <header className="embed-banner" data-testid="embed-banner">
      <a
        href={`${variantPrefix}/`}
        target="_blank"
        rel="noopener"
        aria-label={t('embed.openFullApp')}
      >
        {logo && <img src={logo} alt="" width={24} height={24} />}
        <span className="embed-title">{variant.title}</span>
      </a>
    </header>
  );
}
