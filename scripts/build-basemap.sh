#!/usr/bin/env bash
# Regenerates the committed offline base map in datasets/basemap/data from the GSHHG
# full-resolution shoreline. One-off: CI never runs it, because it needs Debian's gmt,
# gmt-gshhg-full and python3-shapely and takes a few minutes. See datasets/basemap/README.md.
#
# Usage: bash scripts/build-basemap.sh [--clean | --polar-only]
#   --clean       redo the GMT and polygon steps even if their outputs exist in the work directory
#   --polar-only  only the polar base map (basemap-polar.mbtiles, manifest-polar.json) from the
#                 committed land.geojson.gz: no GMT needed, about a minute
# Environment: BASEMAP_WORK_DIR (default var/basemap-build) holds the intermediate files.
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
WORK=${BASEMAP_WORK_DIR:-$ROOT/var/basemap-build}
OUT=$ROOT/datasets/basemap/data
# west/east/south/north in degrees; keep in sync with REGION in datasets/basemap/src/manifest.ts
REGION=-12.9/50.7/56.6/81
# Debian's python3 with its shapely (GEOS); a virtualenv python3 first on PATH may lack it.
PYTHON=${PYTHON:-/usr/bin/python3}

polar() {
  node --max-old-space-size=6000 "$ROOT/node_modules/.bin/tsx" \
    "$ROOT/datasets/basemap/generate/build-polar.ts" --out "$OUT"
}
if [ "${1:-}" = "--polar-only" ]; then
  polar
  exit 0
fi

command -v gmt >/dev/null || {
  echo "missing gmt: apt-get install gmt gmt-gshhg-full python3-shapely" >&2
  exit 1
}
"$PYTHON" -c 'import shapely' 2>/dev/null || {
  echo "missing shapely for $PYTHON: apt-get install python3-shapely" >&2
  exit 1
}
[ -e /usr/share/gmt-gshhg/binned_GSHHS_f.nc ] || {
  echo "missing full-resolution GSHHG: apt-get install gmt-gshhg-full" >&2
  exit 1
}

# land.geojson.gz is written from the same polygons as the tiles; the AIS simulator checks its
# routes against it (packages/ais land.int.test.ts). BASEMAP_LAND_GEOJSON=keep leaves the
# committed file as it is, for a regeneration that should not move the simulator's reference.
KEEP_LAND=
[ "${BASEMAP_LAND_GEOJSON:-}" = keep ] && KEEP_LAND=--keep-land-geojson

if [ "${1:-}" = "--clean" ]; then rm -rf "$WORK"; fi
mkdir -p "$WORK" "$OUT"
cd "$WORK"
start=$(date +%s)

# Coastline lines, all shoreline levels (sea, lake, island-in-lake, pond). Pieces are
# clipped per GSHHG bin, so they are open polylines rather than closed rings.
[ -s shore.txt ] || gmt coast -R$REGION -Df -W -M >shore.txt

# Land polygons from the same pieces: noded with the bin edges, polygonised, and each face
# classified by GMT (lakes are holes), so the fill's edge is the coastline itself.
if [ ! -s land-polygons.geojsons ]; then
  "$PYTHON" "$ROOT/datasets/basemap/generate/polygonize.py" shore.txt "$REGION" land-polygons.geojsons.tmp
  mv land-polygons.geojsons.tmp land-polygons.geojsons
fi
echo "GMT and polygon steps done in $(($(date +%s) - start)) s"

cd "$ROOT"
GMT_VERSION=$(gmt --version) \
  SHAPELY_VERSION=$("$PYTHON" -c 'import shapely; print(shapely.__version__)') \
  GEOS_VERSION=$("$PYTHON" -c 'import shapely.geos as g; print("%d.%d.%d" % g.geos_version)') \
  GSHHG_VERSION=$(dpkg-query -W -f '${Version}' gmt-gshhg-full 2>/dev/null || echo unknown) \
  node --max-old-space-size=12000 node_modules/.bin/tsx datasets/basemap/generate/build.ts \
  --work "$WORK" --out "$OUT" $KEEP_LAND
echo "base map generated in $(($(date +%s) - start)) s"
# The polar view's tiles, from the land.geojson.gz just written (spec 02 §4).
polar
echo "polar base map generated in $(($(date +%s) - start)) s"
