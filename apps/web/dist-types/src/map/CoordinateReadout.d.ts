export interface PointerPosition {
  lng: number;
  lat: number;
}
/** Shows where the pointer is, in degrees and decimal minutes. */
export declare function CoordinateReadout({
  position,
}: {
  position: PointerPosition | null;
}): import('react').JSX.Element;
//# sourceMappingURL=CoordinateReadout.d.ts.map
