import { useTranslation } from 'react-i18next';
import { BooleanSetting } from '../../settings/SettingControls.js';

/**
 * Settings of vessels and their tracks (spec 01 §2, §4, §9): favourites on the map, the
 * selected vessel's AIS track, its colouring by speed, and recent tracks (fetched at startup
 * only while they are shown).
 */
export function VesselSettings() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="settings-vessels" className="settings-group">
      <h3 id="settings-vessels" className="group-label">
        {t('settings.vesselsAndTracks')}
      </h3>
      <BooleanSetting id="favourites" label={t('settings.favourites')} />
      <BooleanSetting id="aisTrack" label={t('settings.aisTrack')} />
      <BooleanSetting
        id="colourAisTrackBySpeed"
        label={t('settings.colourAisTrackBySpeed')}
        hint={t('settings.speedBands')}
      />
      <BooleanSetting id="recentAisTracks" label={t('settings.recentAisTracks')} />
      <BooleanSetting
        id="fetchRecentAisTracks"
        label={t('settings.fetchRecentAisTracks')}
        hint={t('settings.fetchRecentAisTracksHint')}
      />
    </section>
  );
}
