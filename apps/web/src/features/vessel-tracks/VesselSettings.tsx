import { useTranslation } from 'react-i18next';
import { BooleanSetting, SelectSetting } from '../../settings/SettingControls.js';

/**
 * Settings of vessels and their tracks (spec 01 §2, §4, §9): favourites on the map, distance
 * circles around the opened vessel, bearing vectors, labels at every zoom, vessels at anchor
 * or moored hidden, when a position
 * counts as old, the selected vessel's AIS track, its colouring by speed, and recent tracks
 * (fetched at startup only while they are shown).
 */
export function VesselSettings() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="settings-vessels" className="settings-group">
      <h3 id="settings-vessels" className="group-label">
        {t('settings.vesselsAndTracks')}
      </h3>
      <BooleanSetting id="favourites" label={t('settings.favourites')} />
      <BooleanSetting
        id="distanceCircles"
        label={t('settings.distanceCircles')}
        hint={t('settings.distanceCirclesHint')}
      />
      <BooleanSetting
        id="bearingVectors"
        label={t('settings.bearingVectors')}
        hint={t('settings.bearingVectorsHint')}
      />
      <BooleanSetting
        id="alwaysShowVesselLabels"
        label={t('settings.alwaysShowVesselLabels')}
        hint={t('settings.alwaysShowVesselLabelsHint')}
      />
      <BooleanSetting
        id="hideVesselsAtRest"
        label={t('settings.hideVesselsAtRest')}
        hint={t('settings.hideVesselsAtRestHint')}
      />
      <SelectSetting
        id="oldAisThresholdHours"
        label={t('settings.oldAisThreshold')}
        hint={t('settings.oldAisThresholdHint')}
        optionLabel={(hours) => t('settings.hours', { count: Number(hours) })}
      />
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
