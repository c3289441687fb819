/**
 * A jagged ring of `corners` corners around western Norway's coast, where the traffic is; three
 * decimals, as a drawn polygon is sent (60,000 corners make a body just under 1 MB, the
 * server's body limit).
 */
export function area(corners) {
  let seed = 3;
  const rand = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  const ring = Array.from({ length: corners }, (_, i) => {
    const a = (2 * Math.PI * i) / corners;
    const r = 1.5 * (0.97 + 0.06 * rand());
    const round = (x) => Math.round(x * 1000) / 1000;
    return [round(6 + 2 * r * Math.cos(a)), round(61.5 + r * Math.sin(a))];
  });
  ring.push(ring[0]);
  return { type: 'Polygon', coordinates: [ring] };
}
