// Texts of the area-activity view.
export const areaActivityNbNO = {
  control: 'Aktivitet i område',
  intro: 'Fartøy som har vært i kartutsnittet i tidsrommet.',
  zoomIn: 'Zoom inn for å se aktivitet her',
  from: 'Fra',
  to: 'Til',
  failed: 'Noe gikk galt under henting av fartøy',
  boundsMissing: 'Kartutsnittet er ikke tilgjengelig',
  loading: 'Henter fartøy …',
  none: 'Ingen fartøy i området i tidsrommet.',
  count: '{{count}} fartøy',
  lastSeen: 'Sist sett',
  signIn: 'Logg inn for å se aktivitet i område.',
};

export const areaActivityEnUS: typeof areaActivityNbNO = {
  control: 'Area activity',
  intro: 'Vessels that were in the map view during the period.',
  zoomIn: 'Zoom in to see activity here',
  from: 'From',
  to: 'To',
  failed: 'Something went wrong while fetching vessels',
  boundsMissing: 'Map bounds not available',
  loading: 'Fetching vessels …',
  none: 'No vessels in the area during the period.',
  count: '{{count}} vessels',
  lastSeen: 'Last seen',
  signIn: 'Sign in to see area activity.',
};
