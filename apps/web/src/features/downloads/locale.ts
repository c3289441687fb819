// Texts of the download action, its format dialog and the shown track's download.
export const downloadsNbNO = {
  action: 'Last ned',
  datasetTitle: 'Last ned {{name}}',
  format: 'Format',
  download: 'Last ned',
  downloading: 'Laster ned …',
  lastDownloaded: 'Sist lastet ned {{time}}',
  failed: 'Nedlastingen mislyktes',
  trackAction: 'Last ned spor',
  trackTitle: 'Last ned sporet til {{mmsi}}',
  trackName: 'AIS-spor {{mmsi}}',
};

export const downloadsEnUS: typeof downloadsNbNO = {
  action: 'Download',
  datasetTitle: 'Download {{name}}',
  format: 'Format',
  download: 'Download',
  downloading: 'Downloading …',
  lastDownloaded: 'Last downloaded {{time}}',
  failed: 'The download failed',
  trackAction: 'Download track',
  trackTitle: 'Download the track of {{mmsi}}',
  trackName: 'AIS track {{mmsi}}',
};
