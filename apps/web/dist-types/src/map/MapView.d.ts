import 'maplibre-gl/dist/maplibre-gl.css';
/**
 * The one place that creates the map and its style. The container carries
 * `data-map-state` ("loading" | "idle") so tests and assistive tech can tell when drawing
 * has settled.
 */
export declare function MapView(): import('react').JSX.Element;
//# sourceMappingURL=MapView.d.ts.map
