import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useRoutes, type Location } from 'react-router';
import { fullScreenRouteObjects, viewForLocation } from '../../details/details-routes.js';
import { IconButton } from '../../ui/IconButton.js';

const routes = fullScreenRouteObjects();

/**
 * The full-screen layer (the forecast, spec 01 §2). The previous route's details stay
 * rendered behind it; closing goes back to them unchanged.
 */
export default function FullScreenLayer({
  location,
  hasBackground,
}: {
  location: Location;
  hasBackground: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const element = useRoutes(routes, location);
  const view = viewForLocation(location);
  const close = () => {
    if (hasBackground) navigate(-1);
    else navigate({ pathname: '/', search: window.location.search, hash: window.location.hash });
  };
  return (
    <section
      className="full-screen-layer"
      aria-labelledby="full-screen-title"
      data-testid="full-screen-layer"
    >
      <header className="panel-header">
        <h1 id="full-screen-title" className="panel-title">
          {t(view.title)}
        </h1>
        <IconButton icon={X} label={t('shell.close')} onPress={close} testId="full-screen-close" />
      </header>
      <div className="panel-body">{element}</div>
    </section>
  );
}
