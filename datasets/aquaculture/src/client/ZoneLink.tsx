// A link from a site to the PD or ISA control area it lies in: looked up when pressed; a
// site in none says so with the spec's message (R25.07).
import type { Language } from '@havkart/domain';
import { useState } from 'react';
import { text } from './strings.js';
import { findZone, type ZoneKind } from './zones.js';

type Lookup = { state: 'idle' | 'searching' | 'missing' } | { state: 'found'; name: string };

export function ZoneLink(props: {
  kind: ZoneKind;
  point: readonly [number, number];
  year: number;
  week: number;
  language: Language;
}) {
  const { kind, language } = props;
  const [lookup, setLookup] = useState<Lookup>({ state: 'idle' });
  const show = () => {
    setLookup({ state: 'searching' });
    findZone(kind, props.point, props.year, props.week)
      .then((name) => setLookup(name === null ? { state: 'missing' } : { state: 'found', name }))
      // An area that cannot be fetched cannot be found either: the same message.
      .catch(() => setLookup({ state: 'missing' }));
  };
  return (
    <div data-testid={`aquaculture-zone-${kind}`}>
      <button type="button" className="link-button" onClick={show}>
        {text(language, kind === 'pd' ? 'zone.pd' : 'zone.isa')}
      </button>
      {lookup.state === 'searching' && <span> {text(language, 'zone.searching')}</span>}
      {lookup.state === 'missing' && (
        <p role="alert">{text(language, kind === 'pd' ? 'zone.pdMissing' : 'zone.isaMissing')}</p>
      )}
      {lookup.state === 'found' && <p>{text(language, 'zone.found', { name: lookup.name })}</p>}
    </div>
  );
}
