// Texts of the events list, the alert popup and its setting (R04.02, R21.11).
export const eventsNbNO = {
  showPopupSetting: 'Vis varsel for nye hendelser',
  entered: '{{vessel}} gikk inn i {{zone}}',
  distress: 'Nødsignal fra {{vessel}}',
  distressTest: 'Testsending fra nødpeiler {{vessel}}',
  none: 'Ingen hendelser ennå.',
  intro: 'Fartøy som går inn i sonene dine, og nødsignaler.',
  signIn: 'Logg inn for å se hendelser.',
  openVessel: 'Vis fartøyet',
  zoneAlerts: 'Sonevarsler',
  unknownZone: 'en sone',
};

export const eventsEnUS: typeof eventsNbNO = {
  showPopupSetting: 'Show popup for new alerts',
  entered: '{{vessel}} entered {{zone}}',
  distress: 'Distress signal from {{vessel}}',
  distressTest: 'Test transmission from beacon {{vessel}}',
  none: 'No events yet.',
  intro: 'Vessels entering your zones, and distress signals.',
  signIn: 'Sign in to see events.',
  openVessel: 'Show the vessel',
  zoneAlerts: 'Zone alerts',
  unknownZone: 'a zone',
};
