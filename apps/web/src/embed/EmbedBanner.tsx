import { CURRENT_PAGE } from '../app/page-variant.js';
import { useTranslation } from 'react-i18next';
import { variantLogo } from '../app/variant-identity.js';
import './embed.css';

/**
 * The banner of an embedded page (spec 01 §2): the app's logo and title, linking to the full
 * app in a new tab, so a reader of the host page knows where the map comes from.
 */
export function EmbedBanner() {
  const { t } = useTranslation();
  const { variant, variantPrefix } = CURRENT_PAGE;
  const logo = variantLogo(variant);
  return (
    <header className="embed-banner" data-testid="embed-banner">
      <a
        href={`${variantPrefix}/`}
        target="_blank"
        rel="noopener"
        aria-label={t('embed.openFullApp')}
      >
        <img src={logo} alt="" width={24} height={24} />
        <span className="embed-title">{variant.title}</span>
      </a>
    </header>
  );
}
