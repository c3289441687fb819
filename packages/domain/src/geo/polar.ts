// The polar view's projection (spec 01 §4, A11): EPSG:3575, the north-pole Lambert azimuthal
// equal-area projection on the WGS 84 ellipsoid with 10° E as its central meridian, in closed
// form. The map engine draws Web Mercator only, so a polar position is shown at the Web
// Mercator point whose metres are the polar metres times one fixed scale factor: the polar
// square then fills the Web Mercator square. Positions stay normal longitude and latitude
// everywhere else; only the map-position module converts (R27.20).

/** WGS 84 semi-major axis, metres. */
const A = 6_378_137;
/** WGS 84 first eccentricity. */
const E = Math.sqrt(0.00669437999014);
const E2 = E * E;
const RAD = Math.PI / 180;

/** Central meridian of EPSG:3575, degrees east. */
export const POLAR_CENTRAL_MERIDIAN = 10;

/** Half the side of the Web Mercator square, metres (EPSG:3857's x at 180°). */
export const WEB_MERCATOR_HALF_SIDE_M = Math.PI * A;

/**
 * Half the side of the polar square, metres of EPSG:3575: it reaches the equator along the
 * axes (about 9,009,950 m from the pole), so everything north of it on the map's sides fits.
 */
export const POLAR_HALF_SIDE_M = 9_000_000;

/** The one scale factor from polar metres to Web Mercator metres (A11). */
export const POLAR_SCALE_FACTOR = WEB_MERCATOR_HALF_SIDE_M / POLAR_HALF_SIDE_M;

/** Snyder's q (authalic function) at a latitude's sine. */
function authalicQ(sinPhi: number): number {
  const es = E * sinPhi;
  return (1 - E2) * (sinPhi / (1 - es * es) - (1 / (2 * E)) * Math.log((1 - es) / (1 + es)));
}

const QP = authalicQ(1);

// Series coefficients from authalic to geodetic latitude (Snyder 3-18), good to 1e-10 rad.
const P1 = E2 / 3 + (31 * E2 * E2) / 180 + (517 * E2 * E2 * E2) / 5040;
const P2 = (23 * E2 * E2) / 360 + (251 * E2 * E2 * E2) / 3780;
const P3 = (761 * E2 * E2 * E2) / 45360;

/** EPSG:3575 metres [x, y] of a longitude and latitude in degrees (as proj4's `laea`). */
export function polarMetres(lon: number, lat: number): [number, number] {
  const rho = A * Math.sqrt(Math.max(0, QP - authalicQ(Math.sin(lat * RAD))));
  const dLon = (lon - POLAR_CENTRAL_MERIDIAN) * RAD;
  return [rho * Math.sin(dLon), -rho * Math.cos(dLon)];
}

/**
 * EPSG:3575 metres of many positions at once, for a live update: `lonLat` holds longitude,
 * latitude pairs in degrees, `out` gets x, y pairs (same length). The same formula as
 * {@link polarMetres}, written without a value per position for the garbage collector.
 */
export function polarMetresOf(lonLat: Float64Array, out: Float64Array): void {
  for (let i = 0; i < lonLat.length; i += 2) {
    const s = Math.sin(lonLat[i + 1]! * RAD);
    const s2 = E2 * s * s;
    // q of Snyder 3-12 with atanh(e·s)/e as its series in e²s² (error below 1e-14), which
    // spares a logarithm per position.
    const series = 1 + s2 * (1 / 3 + s2 * (1 / 5 + s2 * (1 / 7 + s2 * (1 / 9 + s2 / 11))));
    const q = (1 - E2) * s * (1 / (1 - s2) + series);
    const rho = A * Math.sqrt(Math.max(0, QP - q));
    const d = (lonLat[i]! - POLAR_CENTRAL_MERIDIAN) * RAD;
    out[i] = rho * Math.sin(d);
    out[i + 1] = -rho * Math.cos(d);
  }
}

/** Longitude and latitude in degrees of EPSG:3575 metres. */
export function fromPolarMetres(x: number, y: number): [number, number] {
  const rho = Math.hypot(x, y);
  if (rho === 0) return [POLAR_CENTRAL_MERIDIAN, 90];
  const q = QP - (rho / A) ** 2;
  const beta = Math.asin(Math.max(-1, Math.min(1, q / QP)));
  const phi = beta + P1 * Math.sin(2 * beta) + P2 * Math.sin(4 * beta) + P3 * Math.sin(6 * beta);
  const lon = POLAR_CENTRAL_MERIDIAN + Math.atan2(x, -y) / RAD;
  return [((((lon + 180) % 360) + 360) % 360) - 180, phi / RAD];
}

/**
 * Where the polar map draws a position: the Web Mercator longitude and latitude of its
 * scaled polar metres. Null for a position beyond the polar square, which is left out rather
 * than drawn at its edge.
 */
export function toPolar(lon: number, lat: number): [number, number] | null {
  const [x, y] = polarMetres(lon, lat);
  const mx = x * POLAR_SCALE_FACTOR;
  const my = y * POLAR_SCALE_FACTOR;
  if (Math.abs(mx) > WEB_MERCATOR_HALF_SIDE_M || Math.abs(my) > WEB_MERCATOR_HALF_SIDE_M) {
    return null;
  }
  return [mx / A / RAD, (2 * Math.atan(Math.exp(my / A)) - Math.PI / 2) / RAD];
}

/** The real longitude and latitude of a point on the polar map (the inverse of {@link toPolar}). */
export function fromPolar(mapLon: number, mapLat: number): [number, number] {
  const mx = mapLon * RAD * A;
  const my = A * Math.log(Math.tan(Math.PI / 4 + (mapLat * RAD) / 2));
  return fromPolarMetres(mx / POLAR_SCALE_FACTOR, my / POLAR_SCALE_FACTOR);
}
