import { useAppearance } from '../appearance.store.js';

/** Dims the whole screen, modals included, to keep night vision (spec 01 §4, §9). */
export default function NightOverlay() {
  const opacity = useAppearance((state) => state.nightOverlayOpacity);
  return (
    <div className="night-overlay" style={{ opacity }} aria-hidden data-testid="night-overlay" />
  );
}
