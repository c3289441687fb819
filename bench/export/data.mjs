// The benchmark's inputs, generated with a fixed seed so every run converts the same data.

/** A seeded generator, so every run converts the same data. */
function random(seed) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/** Lines of 3–7 vertices along the coast with a name, a number and a text, as datasets have. */
export function featuresFile(count) {
  const rnd = random(1);
  const features = [];
  for (let i = 0; i < count; i++) {
    const lon = 4 + rnd() * 26;
    const lat = 58 + rnd() * 13;
    const coordinates = [];
    const vertices = 3 + Math.floor(rnd() * 5);
    for (let v = 0; v < vertices; v++) coordinates.push([lon + v * 0.01, lat + rnd() * 0.01]);
    features.push({
      type: 'Feature',
      properties: {
        name: `Line ${i}`,
        number: i,
        text: `Varsel ${i % 977} for kysten`,
        ok: i % 2 === 0,
      },
      geometry: { type: 'LineString', coordinates },
    });
  }
  return { type: 'FeatureCollection', features };
}

/** One sailed track of many fixes west of Norway. */
export function trackFile(count) {
  const rnd = random(2);
  const coordinates = [];
  let lon = 4;
  let lat = 58;
  for (let i = 0; i < count; i++) {
    lon += (rnd() - 0.3) * 0.001;
    lat += (rnd() - 0.3) * 0.0005;
    coordinates.push([lon, lat]);
  }
  return {
    type: 'FeatureCollection',
    features: [
      {
        type: 'Feature',
        properties: { name: 'Track', mmsi: 257_000_001 },
        geometry: { type: 'LineString', coordinates },
      },
    ],
  };
}
