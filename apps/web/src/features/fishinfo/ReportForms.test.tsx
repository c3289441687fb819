// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LonLat, QueuedRequest } from '@havkart/domain';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error.js';
import { createI18n } from '../../i18n/i18n.js';
import { clearQueuedReports, configureReportQueue, useQueuedReports } from './report-queue.js';
import type { PositionDraft } from './report-form.rules.js';
import { FacilityForm, SensorForm } from './ToolReportView.js';

// The map stands in here: what the form last showed on it, and its clicks.
const onMap: { positions: readonly PositionDraft[]; click: (point: LonLat) => void } = {
  positions: [],
  click: () => {},
};
vi.mock('./report-positions.map.js', () => ({
  useReportPositionsOnMap: (positions: readonly PositionDraft[], onPick: (p: LonLat) => void) => {
    onMap.positions = positions;
    onMap.click = onPick;
  },
}));

let nb: I18n;
let en: I18n;
beforeAll(async () => {
  nb = await createI18n('nb-NO');
  en = await createI18n('en-US');
});

const sent: QueuedRequest[] = [];
let answer: () => Promise<unknown>;
let online = true;
beforeEach(() => {
  sent.length = 0;
  online = true;
  answer = async () => ({ status: 'confirmed' });
  configureReportQueue({
    transport: (request) => {
      sent.push(request);
      return answer();
    },
    isOnline: () => online,
  });
  clearQueuedReports();
});
afterEach(() => cleanup());

function show(i18n: I18n, form: 'facility' | 'sensor', onSent = vi.fn()) {
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        {form === 'facility' ? <FacilityForm onSent={onSent} /> : <SensorForm onSent={onSent} />}
      </MemoryRouter>
    </I18nextProvider>,
  );
  return onSent;
}

describe('the facility report form', () => {
  it('names the missing position and sends nothing', async () => {
    const user = userEvent.setup();
    show(en, 'facility');
    await user.click(screen.getByTestId('report-send'));
    expect(await screen.findByText('Required field')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('sends a deployed net with its position, net length and an id', async () => {
    const user = userEvent.setup();
    const onSent = show(en, 'facility');
    await user.type(screen.getByLabelText('Latitude 1'), '68,1');
    await user.type(screen.getByLabelText('Longitude 1'), '14.9');
    await user.type(screen.getByLabelText('Net length (metres)'), '450');
    await user.click(screen.getByTestId('report-send'));
    await waitFor(() => expect(onSent).toHaveBeenCalled());
    expect(sent[0]!.kind).toBe('deployed');
    expect(sent[0]!.body).toMatchObject({
      geometry: { type: 'Point', coordinates: [14.9, 68.1] },
      toolTypeCode: 'NETS',
      netLength: 450,
    });
    expect(String(sent[0]!.body['id'])).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('queues the report offline', async () => {
    online = false;
    const user = userEvent.setup();
    const onSent = show(en, 'facility');
    await user.type(screen.getByLabelText('Latitude 1'), '68.1');
    await user.type(screen.getByLabelText('Longitude 1'), '14.9');
    await user.click(screen.getByTestId('report-send'));
    await waitFor(() => expect(onSent).toHaveBeenCalled());
    expect(useQueuedReports.getState().items).toHaveLength(1);
  });

  it('keeps what was typed when the server refuses, and shows the Coast Guard’s number', async () => {
    answer = () =>
      Promise.reject(
        new ApiError({
          kind: 'http',
          method: 'POST',
          url: '/x',
          status: 403,
          message: 'Forbidden',
          detail: 'Fishing-facility reports need a fisk-info vessel',
        }),
      );
    const user = userEvent.setup();
    const onSent = show(nb, 'facility');
    await user.type(screen.getByLabelText('Breddegrad 1'), '68.1');
    await user.type(screen.getByLabelText('Lengdegrad 1'), '14.9');
    await user.click(screen.getByTestId('report-send'));
    const alert = await screen.findByTestId('report-failed');
    expect(alert.textContent).toContain('Rapporten kunne ikke sendes');
    expect(alert.textContent).toMatch(/Kystvakten på \+47 [\d ]+/);
    expect((screen.getByLabelText('Breddegrad 1') as HTMLInputElement).value).toBe('68.1');
    expect(onSent).not.toHaveBeenCalled();
    expect(useQueuedReports.getState().items).toEqual([]);
  });
});

describe('a position clicked on the map', () => {
  it('fills the first row, then adds one, and the report is sent as a line', async () => {
    const user = userEvent.setup();
    const onSent = show(en, 'facility');
    expect(screen.getByText('Click the map to set a position.')).toBeTruthy();
    act(() => onMap.click([14.9, 68.1]));
    expect((screen.getByLabelText('Latitude 1') as HTMLInputElement).value).toBe('68.10000');
    expect((screen.getByLabelText('Longitude 1') as HTMLInputElement).value).toBe('14.90000');
    act(() => onMap.click([15.0, 68.2]));
    expect((screen.getByLabelText('Latitude 2') as HTMLInputElement).value).toBe('68.20000');
    expect(onMap.positions).toHaveLength(2);
    await user.click(screen.getByTestId('report-send'));
    await waitFor(() => expect(onSent).toHaveBeenCalled());
    expect(sent[0]!.body).toMatchObject({
      geometry: {
        type: 'LineString',
        coordinates: [
          [14.9, 68.1],
          [15, 68.2],
        ],
      },
    });
  });

  it('leaves the device position working: it fills the row after a clicked one', async () => {
    const user = userEvent.setup();
    const getCurrentPosition = (
      ok: (p: { coords: { latitude: number; longitude: number } }) => void,
    ) => ok({ coords: { latitude: 68.3, longitude: 15.2 } });
    vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
    try {
      show(en, 'facility');
      act(() => onMap.click([14.9, 68.1]));
      await user.click(screen.getByRole('button', { name: 'Use my position' }));
      expect((screen.getByLabelText('Latitude 2') as HTMLInputElement).value).toBe('68.30000');
      expect((screen.getByLabelText('Longitude 2') as HTMLInputElement).value).toBe('15.20000');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('shows a typed position on the map too, in Norwegian', async () => {
    const user = userEvent.setup();
    show(nb, 'sensor');
    expect(screen.getByText('Klikk i kartet for å sette en posisjon.')).toBeTruthy();
    await user.type(screen.getByLabelText('Breddegrad 1'), '68.3');
    expect(onMap.positions).toEqual([{ lat: '68.3', lon: '' }]);
  });
});

describe('the sensor report form', () => {
  it('requires the sensor id', async () => {
    const user = userEvent.setup();
    show(en, 'sensor');
    await user.type(screen.getByLabelText('Latitude 1'), '68.1');
    await user.type(screen.getByLabelText('Longitude 1'), '14.9');
    await user.click(screen.getByTestId('report-send'));
    expect(await screen.findByText('Required field')).toBeTruthy();
    await user.type(screen.getByLabelText('Sensor id'), 'CTD-7');
    await user.click(screen.getByTestId('report-send'));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ kind: 'sensorDeploy', body: { sensorId: 'CTD-7' } });
  });
});
