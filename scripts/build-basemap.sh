#!/usr/bin/env bash
# Regenerates the committed offline base map in datasets/basemap/data from the GSHHG
# full-resolution shoreline. One-off: CI never runs it, because it needs Debian's gmt,
# gmt-gshhg-full and gdal-bin and takes several minutes. See datasets/basemap/README.md.
#
# Usage: bash scripts/build-basemap.sh [--clean]
#   --clean   redo the GMT/GDAL steps even if their outputs exist in the work directory
# Environment: BASEMAP_WORK_DIR (default var/basemap-build) holds the intermediate files.
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
WORK=${BASEMAP_WORK_DIR:-$ROOT/var/basemap-build}
OUT=$ROOT/datasets/basemap/data
# west/east/south/north in degrees; keep in sync with REGION in datasets/basemap/src/manifest.ts
REGION=-12.9/50.7/56.6/81
# ~200 m cells at 60 N: finer rasters make polygonising slow and the tiles larger than the
# coastline layer's detail justifies at the zooms where polygons dominate the picture.
CELL=0.004/0.002

for tool in gmt gdal_polygonize.py; do
  command -v "$tool" >/dev/null || {
    echo "missing $tool: apt-get install gmt gmt-gshhg-full gdal-bin" >&2
    exit 1
  }
done
[ -e /usr/share/gmt-gshhg/binned_GSHHS_f.nc ] || {
  echo "missing full-resolution GSHHG: apt-get install gmt-gshhg-full" >&2
  exit 1
}

if [ "${1:-}" = "--clean" ]; then rm -rf "$WORK"; fi
mkdir -p "$WORK" "$OUT"
cd "$WORK"
start=$(date +%s)

# Coastline lines, all shoreline levels (sea, lake, island-in-lake, pond). Pieces are
# clipped per GSHHG bin, so they are open polylines rather than closed rings.
[ -s shore.txt ] || gmt coast -R$REGION -Df -W -M >shore.txt

# Land polygons via a raster: GMT cannot dump closed full-resolution polygons, so the
# mask is rasterised (pixel registration, so cells tile the region exactly) and traced.
# -N ocean/land/lake/island-in-lake/pond = 0/1/0/1/0: lakes stay water. The generator
# smooths the traced pixel staircases (generate/smooth.ts).
if [ ! -s land.geojsons ]; then
  gmt grdlandmask -R$REGION -r -I$CELL -Df -N0/1/0/1/0 -Gmask.nc=nb
  gdal_polygonize.py -q mask.nc -mask mask.nc -f GeoJSONSeq land.geojsons.tmp land val
  mv land.geojsons.tmp land.geojsons
fi
echo "GMT/GDAL steps done in $(($(date +%s) - start)) s"

cd "$ROOT"
GMT_VERSION=$(gmt --version) \
  GDAL_VERSION=$(gdal-config --version 2>/dev/null || gdalinfo --version | cut -d' ' -f2 | tr -d ,) \
  GSHHG_VERSION=$(dpkg-query -W -f '${Version}' gmt-gshhg-full 2>/dev/null || echo unknown) \
  node --max-old-space-size=12000 node_modules/.bin/tsx datasets/basemap/generate/build.ts \
  --work "$WORK" --out "$OUT" --cell "$CELL"
echo "base map generated in $(($(date +%s) - start)) s"
