// Texts of the emergency view.
export const emergencyNbNO = {
  intro: 'I nød: ring Hovedredningssentralen på {{phone}} eller kall på VHF kanal 16.',
  vhf: 'VHF kanal 16',
  phone: 'Sjøredning: {{phone}}',
  findNearest: 'Finn nærmeste redningsenheter',
  useMyPosition: 'Bruk min posisjon',
  useMapCentre: 'Bruk kartets midtpunkt',
  clickMap: 'Klikk i kartet',
  clickMapHint: 'Klikk der posisjonen er.',
  loading: 'Søker etter redningsenheter …',
  none: 'Ingen redningsenheter med posisjon de siste seks timene.',
  failed: 'Kunne ikke hente redningsenheter.',
  geolocationFailed: 'Fant ikke posisjonen din.',
  hide: 'Skjul',
  point: 'Posisjon: {{position}}',
};

export const emergencyEnUS: typeof emergencyNbNO = {
  intro:
    'In distress: call the Joint Rescue Coordination Centre on {{phone}} or call on VHF channel 16.',
  vhf: 'VHF channel 16',
  phone: 'Sea rescue: {{phone}}',
  findNearest: 'Find the nearest rescue units',
  useMyPosition: 'Use my position',
  useMapCentre: 'Use the map centre',
  clickMap: 'Click the map',
  clickMapHint: 'Click where the position is.',
  loading: 'Searching for rescue units …',
  none: 'No rescue unit with a position in the last six hours.',
  failed: 'Could not fetch the rescue units.',
  geolocationFailed: 'Your position could not be found.',
  hide: 'Hide',
  point: 'Position: {{position}}',
};
