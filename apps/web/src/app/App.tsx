import { BrowserRouter } from 'react-router';
import { Shell } from '../shell/Shell.js';
import { CURRENT_PAGE } from './page-variant.js';

/**
 * The app: the router around the shell. Every route lives under the variant prefix and,
 * embedded, the embed prefix after it (`/nais/embed/…`).
 */
export function App() {
  return (
    <BrowserRouter basename={CURRENT_PAGE.basename}>
      <Shell embedded={CURRENT_PAGE.embedded} />
    </BrowserRouter>
  );
}
