import { MapView } from '../map/MapView.js';

export function App() {
  return <MapView />;
}
