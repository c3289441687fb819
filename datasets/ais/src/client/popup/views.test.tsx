// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { publishVesselRecords } from '../details/vessel-host.js';
import type { VesselRecord } from '../live/records.js';
import { setLiveVessels } from './live-records.js';
import { VESSEL_POPUP_STRINGS } from './strings.js';
import VesselListItem from './VesselListItem.js';
import VesselPopup from './VesselPopup.js';

afterEach(cleanup);

async function english() {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: 'en-US',
    fallbackLng: false,
    resources: {
      'en-US': {
        translation: {
          datasets: {
            ais: {
              popup: Object.fromEntries(
                Object.entries(VESSEL_POPUP_STRINGS['en-US']).map(([key, text]) => [
                  key.slice('popup.'.length),
                  text,
                ]),
              ),
            },
          },
        },
      },
    },
  });
  return i18n;
}

const feature = (properties: Record<string, unknown>) => ({
  datasetId: 'ais',
  featureId: '257123450',
  properties,
});

describe('vessel popup and list item', () => {
  it('show the map feature first, then the live record, and follow newer records', async () => {
    const i18n = await english();
    const records = new Map<number, VesselRecord>();
    const forget = setLiveVessels({ records });
    render(
      <I18nextProvider i18n={i18n}>
        <VesselPopup
          feature={feature({ mmsi: 257123450, name: '257123450', msgtime: 'x' })}
          onClose={() => undefined}
        />
        <VesselListItem feature={feature({ mmsi: 257123450 })} selected={false} />
      </I18nextProvider>,
    );
    // The map's copy names an unnamed vessel by its MMSI: no name yet.
    expect(screen.getByTestId('vessel-popup-name').textContent).toBe('Unnamed vessel');
    const record: VesselRecord = {
      mmsi: 257123450,
      msgtime: '2026-11-26T12:00:00Z',
      latitude: 60,
      longitude: 5,
      name: 'NORDKAPP',
      shipType: 70,
      speedOverGround: 12.3,
      courseOverGround: 45,
    };
    records.set(record.mmsi, record);
    act(() => publishVesselRecords([record as never]));
    expect(screen.getByTestId('vessel-popup-name').textContent).toBe('NORDKAPP');
    expect(screen.getByTestId('vessel-popup-shiptype').textContent).toBe('Cargo ship');
    expect(screen.getByTestId('vessel-popup-speed').textContent).toBe('12.3 kn · 45.0°');
    expect(screen.getByTestId('vessel-list-item').textContent).toBe('NORDKAPPCargo ship · 12.3 kn');
    forget();
  });
});
