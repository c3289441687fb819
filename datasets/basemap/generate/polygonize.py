"""Builds closed land polygons from GMT's full-resolution shoreline dump.

GSHHG stores its shorelines per 1-degree bin: `gmt coast -M` writes closed rings for
shores that stay inside one bin and open pieces whose ends lie exactly on a bin edge (or
on the region's edge, where GMT clips). Inside each bin, the pieces plus the bin's outline
are noded and polygonised; every face is then classified by GMT itself (`gmt select -N`
tests a point inside the face against the full-resolution GSHHG polygons), and the land
faces that touch a bin edge are merged across bins. The polygons therefore carry the very
vertices of the shoreline, so a line drawn from their rings lies exactly on the fill edge.

Usage: python3 polygonize.py SHORE_TXT REGION(w/e/s/n) OUT_GEOJSONSEQ

Each output record is a GeoJSON Polygon feature (outer ring counter-clockwise, holes
clockwise) with `properties.kinds`: per ring, "sea" when it is sea coast (GSHHG level 1)
or "lake" when it borders a lake or pond (levels 2 to 4).
"""

import json
import math
import subprocess
import sys
import tempfile
import time

from shapely.geometry import LineString, Polygon, box
from shapely.geometry.polygon import orient
from shapely.ops import polygonize, unary_union

T0 = time.time()


def log(msg):
    print(f"[polygonize {time.time() - T0:.0f} s] {msg}", flush=True)


def read_pieces(path):
    """Shoreline pieces as (level, [(lon, lat), ...]) from `gmt coast -W -M` output."""
    pieces, coords, level = [], [], 1
    with open(path) as f:
        for line in f:
            if line.startswith(">"):
                if len(coords) >= 2:
                    pieces.append((level, coords))
                coords = []
                level = int(line.split("Level")[1].split()[0]) if "Level" in line else 1
            elif line.strip():
                x, y = line.split()[:2]
                coords.append((float(x), float(y)))
    if len(coords) >= 2:
        pieces.append((level, coords))
    return pieces


def cells_of(region):
    """The 1-degree GSHHG bins cut to the region, keyed by their south-west corner."""
    w, e, s, n = region
    out = {}
    for i in range(math.floor(w), math.ceil(e)):
        for j in range(math.floor(s), math.ceil(n)):
            cw, ce, cs, cn = max(w, i), min(e, i + 1), max(s, j), min(n, j + 1)
            if ce > cw and cn > cs:
                out[(i, j)] = box(cw, cs, ce, cn)
    return out


def land_points(points, region):
    """Indexes of `points` that GSHHG full resolution calls land (lakes and ponds are water)."""
    w, e, s, n = region
    with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as f:
        for k, (x, y) in enumerate(points):
            f.write(f"{x:.9f} {y:.9f} {k}\n")
        name = f.name
    # ocean/land/lake/island-in-lake/pond: keep land and islands in lakes.
    out = subprocess.run(
        ["gmt", "select", name, f"-R{w - 1}/{e + 1}/{s - 1}/{n + 1}", "-Df", "-Ns/k/s/k/s"],
        check=True,
        capture_output=True,
        text=True,
    ).stdout
    return {int(float(line.split()[2])) for line in out.splitlines() if line.strip()}


def main():
    shore_path, region_arg, out_path = sys.argv[1:4]
    region = tuple(float(v) for v in region_arg.split("/"))
    pieces = read_pieces(shore_path)
    log(f"{len(pieces)} shoreline pieces, {sum(len(c) for _, c in pieces)} vertices")

    # Shore level of every shoreline vertex: the kind of a ring is read from its vertices.
    level_of = {}
    cells = cells_of(region)
    by_cell = {key: [] for key in cells}
    for level, coords in pieces:
        for p in coords:
            level_of.setdefault(p, level)
        xs = [p[0] for p in coords]
        ys = [p[1] for p in coords]
        key = (math.floor((min(xs) + max(xs)) / 2), math.floor((min(ys) + max(ys)) / 2))
        by_cell[key].append(LineString(coords))

    faces, touches_edge = [], []
    for key, cell in cells.items():
        noded = unary_union([cell.exterior, *by_cell[key]])
        for face in polygonize(noded):
            faces.append(face)
            touches_edge.append(face.exterior.intersects(cell.exterior))
    log(f"{len(faces)} faces in {len(cells)} bins")

    land = land_points([f.representative_point().coords[0] for f in faces], region)
    log(f"{len(land)} land faces")
    inner = [faces[k] for k in sorted(land) if not touches_edge[k]]
    edge = [faces[k] for k in sorted(land) if touches_edge[k]]
    merged = unary_union(edge)
    merged = list(merged.geoms) if merged.geom_type == "MultiPolygon" else [merged]
    log(f"merged {len(edge)} bin-edge faces into {len(merged)} polygons")

    def kind(ring):
        for p in ring.coords:
            level = level_of.get(p)
            if level is not None:
                return "sea" if level == 1 else "lake"
        return "sea"

    count = 0
    with open(out_path, "w") as out:
        for poly in [*merged, *inner]:
            if poly.is_empty or poly.geom_type != "Polygon":
                continue
            poly = orient(poly, 1.0)
            rings = [poly.exterior, *poly.interiors]
            feature = {
                "type": "Feature",
                "properties": {"kinds": [kind(r) for r in rings]},
                "geometry": {
                    "type": "Polygon",
                    "coordinates": [[list(p) for p in r.coords] for r in rings],
                },
            }
            out.write(json.dumps(feature, separators=(",", ":")) + "\n")
            count += 1
    log(f"wrote {count} land polygons")


if __name__ == "__main__":
    main()
