import { describe, expect, it } from 'vitest';
import { weatherStationResults, weatherStationSearchSource } from './weather-stations.js';

// The documented answer of `GET /api/v1/weatherstations?query=`: name, sourceId, geom.
const ANSWER = [
  { name: 'Bodø VI', sourceId: 'SN82290', geom: { type: 'Point', coordinates: [14.36, 67.27] } },
  {
    name: 'Bodø - Skivika',
    sourceId: 'SN82310',
    geom: { type: 'Point', coordinates: [14.4, 67.29] },
  },
  { name: 'Bodø VI (copy)', sourceId: 'SN82290', geom: { type: 'Point', coordinates: [0, 0] } },
  { name: 'No place', sourceId: 'SN1', geom: null },
];

describe('weather-station search source', () => {
  it('has priority 1 and category weather_stations, unique by sourceId (R18.11)', () => {
    expect(weatherStationSearchSource).toMatchObject({
      priority: 1,
      category: 'weather_stations',
      uniqueProp: 'sourceId',
      sortProp: 'name',
    });
  });

  it('lists stations by name, each sourceId once, those without a position dropped', () => {
    const results = weatherStationResults(ANSWER);
    expect(results.map((r) => r.label)).toEqual(['Bodø - Skivika', 'Bodø VI']);
    expect(results[1]!.target).toEqual({
      pathname: '/weatherstations/SN82290',
      center: [14.36, 67.27],
      zoom: 11,
    });
  });

  it('asks the weather-station API by name', async () => {
    const asked: string[] = [];
    await weatherStationSearchSource.search(
      'Bodø',
      {
        get: (path) => {
          asked.push(path);
          return Promise.resolve(ANSWER);
        },
        restrictedAis: () => Promise.resolve(false),
      },
      new AbortController().signal,
    );
    expect(asked).toEqual(['/api/v1/weatherstations?query=Bod%C3%B8']);
  });
});
