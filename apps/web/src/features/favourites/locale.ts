// Texts of the favourites control, its panel and the stars that add a favourite.
export const favouritesNbNO = {
  control: 'Favoritter',
  title: 'Favoritter',
  empty:
    'Du har ingen favoritter ennå. Trykk på stjernen i detaljene til et fartøy, et punkt eller et kartobjekt.',
  add: 'Legg til i favoritter',
  remove: 'Fjern fra favoritter',
  rename: 'Gi nytt navn',
  name: 'Navn',
  save: 'Lagre',
  cancel: 'Avbryt',
  open: 'Åpne {{name}}',
  clearAll: 'Fjern alle',
  confirmClear: 'Vil du fjerne alle favorittene?',
  confirmClearYes: 'Ja, fjern alle',
  visits_one: '{{count}} besøk',
  visits_other: '{{count}} besøk',
  unnamed: 'Uten navn',
  category: {
    vessel: 'Fartøy',
    position: 'Posisjoner',
    route: 'Ruter',
    area: 'Områder',
    feature: 'Kartobjekter',
  },
};

export const favouritesEnUS: typeof favouritesNbNO = {
  control: 'Favorites',
  title: 'Favorites',
  empty:
    'You have no favorites yet. Press the star in the details of a vessel, a point or a map feature.',
  add: 'Add to favorites',
  remove: 'Remove from favorites',
  rename: 'Rename',
  name: 'Name',
  save: 'Save',
  cancel: 'Cancel',
  open: 'Open {{name}}',
  clearAll: 'Remove all',
  confirmClear: 'Do you want to remove all favorites?',
  confirmClearYes: 'Yes, remove all',
  visits_one: '{{count}} visit',
  visits_other: '{{count}} visits',
  unnamed: 'Unnamed',
  category: {
    vessel: 'Vessels',
    position: 'Positions',
    route: 'Routes',
    area: 'Areas',
    feature: 'Map features',
  },
};
