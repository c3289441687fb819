// The species most grounds are mapped for, each in a colour of its own, by their Norwegian
// names as the upstream writes them; the rest share one colour.
export const SPECIES_COLOURS: Readonly<Record<string, string>> = {
  Torsk: '#1f77b4',
  Sild: '#2ca02c',
  Lodde: '#9467bd',
  Hyse: '#ff7f0e',
  Sei: '#8c564b',
};
export const OTHER_SPECIES_COLOUR = '#7f7f7f';
