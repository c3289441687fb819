// Details view of `/ais/{mmsi}` (spec 01 §2): the vessel from the map's loaded set, else
// fetched from the live API; 'Vessel not found' when neither has it (spec 01 §8).
import type { DatasetViewProps } from '@havkart/datasets-core/client';
import { NO_VALUE } from '@havkart/domain';
import { useEffect, useState } from 'react';
import {
  formatCountry,
  formatCourse,
  formatDimensions,
  formatDistanceFrom,
  formatDraught,
  formatEta,
  formatHeading,
  formatLastSeen,
  formatNavigationalStatus,
  formatShipType,
  formatSpeed,
  formatText,
} from './details-format.js';
import { detailsText } from './strings.js';
import { VesselActions } from './VesselActions.js';
import {
  onVesselRecords,
  vesselHost,
  type VesselHost,
  type FullVesselRecord,
} from './vessel-host.js';
import './vessel-details.css';
import { lookupVessel, parseMmsi } from './vessel-lookup.js';
import { newerRecord } from './vessel-merge.js';
import { shownVesselChanged } from './shown-vessel.js';

type Lookup =
  { state: 'loading' } | { state: 'found'; record: FullVesselRecord } | { state: 'missing' };

/** The vessel, kept current: the loaded set's record, the lookup's, and each newer one. */
function useVessel(host: VesselHost, mmsi: number | null, loaded: FullVesselRecord | null): Lookup {
  // The answer is kept with the MMSI it is for, so another vessel's never shows.
  const [answer, setAnswer] = useState<{ mmsi: number; lookup: Lookup } | null>(null);
  useEffect(() => {
    if (mmsi === null) return;
    const controller = new AbortController();
    const settle = (lookup: Lookup) => {
      if (!controller.signal.aborted) setAnswer({ mmsi, lookup });
    };
    lookupVessel(host.http, mmsi, controller.signal).then(
      (record) => settle(record ? { state: 'found', record } : { state: 'missing' }),
      () => settle({ state: 'missing' }),
    );
    const stop = onVesselRecords((records) => {
      const update = records.find((record) => record.mmsi === mmsi);
      if (!update) return;
      setAnswer((current) => {
        const held = current?.mmsi === mmsi ? current.lookup : null;
        return {
          mmsi,
          lookup: {
            state: 'found',
            record: held?.state === 'found' ? newerRecord(held.record, update) : update,
          },
        };
      });
    });
    return () => {
      controller.abort();
      stop();
    };
  }, [host, mmsi]);
  if (mmsi === null) return { state: 'missing' };
  const lookup: Lookup = answer?.mmsi === mmsi ? answer.lookup : { state: 'loading' };
  if (lookup.state === 'found') {
    return { state: 'found', record: loaded ? newerRecord(lookup.record, loaded) : lookup.record };
  }
  // The map's record shows at once; the lookup completes its static fields.
  if (loaded) return { state: 'found', record: loaded };
  return lookup;
}

function Row(props: { id: string; label: string; value: string }) {
  return (
    <div>
      <dt>{props.label}</dt>
      <dd data-testid={`vessel-${props.id}`}>{props.value}</dd>
    </div>
  );
}

function loadedRecord(properties: Readonly<Record<string, unknown>>, mmsi: number | null) {
  return mmsi !== null && Number(properties.mmsi) === mmsi && typeof properties.msgtime === 'string'
    ? ({ ...properties, mmsi } as FullVesselRecord)
    : null;
}

export default function VesselDetails({ feature }: DatasetViewProps['details']) {
  const host = vesselHost();
  if (!host) throw new Error('vessel details: the app provided no vessel host');
  return <VesselDetailsWithHost host={host} featureId={feature.featureId} feature={feature} />;
}

function VesselDetailsWithHost(props: {
  host: VesselHost;
  featureId: string;
  feature: DatasetViewProps['details']['feature'];
}) {
  const { host } = props;
  const display = host.useDisplay();
  const reference = host.useReferencePoint();
  const { language } = display;
  const mmsi = parseMmsi(props.featureId);
  // The distance circles move to this vessel, and go when the view closes.
  useEffect(() => {
    shownVesselChanged();
    return shownVesselChanged;
  }, [mmsi]);
  const vessel = useVessel(host, mmsi, loadedRecord(props.feature.properties, mmsi));
  const text = (key: Parameters<typeof detailsText>[1]) => detailsText(language, key);

  if (vessel.state === 'loading') {
    return (
      <p className="muted" role="status" data-testid="vessel-loading">
        {text('loading')}
      </p>
    );
  }
  if (vessel.state === 'missing' || mmsi === null) {
    return (
      <article data-testid="vessel-not-found">
        <h2>{text('vesselNotFound')}</h2>
        <p>{text('notInMap')}</p>
      </article>
    );
  }
  const record = vessel.record;
  // The map's copy names an unnamed vessel by its MMSI; that is no name.
  const name = String(record.name) === String(record.mmsi) ? NO_VALUE : formatText(record.name);
  return (
    <article
      className="vessel-details"
      data-testid="vessel-details"
      data-mmsi={record.mmsi}
      data-msgtime={record.msgtime}
    >
      <h2 data-testid="vessel-name">{name === NO_VALUE ? text('unnamed') : name}</h2>
      <dl className="facts">
        <Row id="mmsi" label={text('mmsi')} value={String(record.mmsi)} />
        <Row id="callsign" label={text('callSign')} value={formatText(record.callSign)} />
        <Row id="imo" label={text('imo')} value={formatText(record.imoNumber)} />
        <Row id="country" label={text('country')} value={formatCountry(record.mmsi, language)} />
        <Row id="shiptype" label={text('shipType')} value={formatShipType(record, language)} />
        <Row
          id="navstatus"
          label={text('navigationalStatus')}
          value={formatNavigationalStatus(record, language)}
        />
        <Row
          id="speed"
          label={text('speed')}
          value={formatSpeed(record.speedOverGround, display.speedUnit, language)}
        />
        <Row
          id="course"
          label={text('course')}
          value={formatCourse(record.courseOverGround, language)}
        />
        <Row id="heading" label={text('heading')} value={formatHeading(record.trueHeading)} />
        <Row
          id="dimensions"
          label={text('dimensions')}
          value={formatDimensions(record, language)}
        />
        <Row id="destination" label={text('destination')} value={formatText(record.destination)} />
        <Row id="eta" label={text('eta')} value={formatEta(record.eta)} />
        <Row id="draught" label={text('draught')} value={formatDraught(record.draught, language)} />
        <Row
          id="lastseen"
          label={text('lastSeen')}
          value={formatLastSeen(record.msgtime, display.utc, language)}
        />
        {reference && (
          <Row
            id="distance"
            label={text(reference.kind === 'own' ? 'fromYou' : 'fromCentre')}
            value={formatDistanceFrom(reference.point, record, language)}
          />
        )}
      </dl>
      <VesselActions host={host} record={record} language={language} />
    </article>
  );
}
