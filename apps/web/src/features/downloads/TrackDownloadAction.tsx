import { OFFERED_FORMAT_IDS } from '@havkart/export';
import { Download } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useModals } from '../../shell/modals.store.js';
import { IconButton } from '../../ui/IconButton.js';
import { useTracks } from '../vessel-tracks/tracks.store.js';
import { offeredFormats } from './download-rules.js';
import { downloadTrack } from './downloads.js';

const FormatDialog = lazy(() => import('./FormatDialog.js'));

/** The format the track was downloaded in last this visit, chosen first next time. */
let lastTrackFormat: string | undefined;

/**
 * "Download track" beside the map's controls while a vessel's track is shown (spec 01 §9):
 * the track is written here, by the chosen format's writer loaded on first use.
 */
export default function TrackDownloadAction() {
  const { t } = useTranslation();
  const openModal = useModals((state) => state.openModal);
  const shown = useTracks((state) => state.shown);
  if (shown?.status !== 'shown') return null;
  const { mmsi } = shown;

  const open = (): void => {
    const modalId = 'download-track';
    openModal({
      id: modalId,
      title: t('downloads.trackTitle', { mmsi }),
      content: (
        <Suspense fallback={<p className="muted">{t('shell.loading')}</p>}>
          <FormatDialog
            modalId={modalId}
            formats={offeredFormats(OFFERED_FORMAT_IDS)}
            {...(lastTrackFormat ? { lastUsed: lastTrackFormat } : {})}
            download={async (format) => {
              // The track as it is when the user presses download, not when the dialog opened.
              const { shown: track, points } = useTracks.getState();
              if (track?.mmsi !== mmsi || track.status !== 'shown') return;
              await downloadTrack(mmsi, points, format, t('downloads.trackName', { mmsi }));
              lastTrackFormat = format.id;
            }}
          />
        </Suspense>
      ),
    });
  };

  return (
    <div className="maplibregl-ctrl-group">
      <IconButton
        icon={Download}
        label={t('downloads.trackAction')}
        onPress={open}
        testId="control-track-download"
      />
    </div>
  );
}
