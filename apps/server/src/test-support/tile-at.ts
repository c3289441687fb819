/** The address `z/x/y` of the XYZ (web Mercator) tile holding lon/lat at zoom z. */
export function tileAt(lon: number, lat: number, z: number): string {
  const n = 2 ** z;
  const r = (lat * Math.PI) / 180;
  const x = Math.floor(((lon + 180) / 360) * n);
  const y = Math.floor(((1 - Math.log(Math.tan(r) + 1 / Math.cos(r)) / Math.PI) / 2) * n);
  return `${z}/${x}/${y}`;
}
