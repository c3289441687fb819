// The peer: the same exact, prefix and fuzzy ranking, with a plain Levenshtein distance over
// every name and call sign (no early exit), as a straightforward implementation would do.
function distance(a, b) {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current.push(Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost));
    }
    previous = current;
  }
  return previous[b.length];
}

export function naiveSearch(query, vessels, limit = 20) {
  const q = query.trim().toUpperCase();
  const hits = [];
  for (const v of vessels) {
    const texts = [v.name, v.callSign].filter(Boolean).map((t) => t.toUpperCase());
    const numbers = [String(v.mmsi), v.imoNumber ? String(v.imoNumber) : ''].filter(Boolean);
    let rank = null;
    if (texts.includes(q) || numbers.includes(q)) rank = 0;
    else if (texts.some((t) => t.startsWith(q)) || numbers.some((n) => n.startsWith(q))) rank = 1;
    else if (q.length > 2 && texts.some((t) => distance(q, t) <= 2)) rank = 2;
    if (rank !== null) hits.push({ v, rank });
  }
  hits.sort((a, b) => a.rank - b.rank || a.v.name.localeCompare(b.v.name) || a.v.mmsi - b.v.mmsi);
  return hits.slice(0, limit).map((hit) => hit.v);
}
