// Writes data/NIS_arctic_demo_pl_a.zip, the demo ice chart (see src/server/demo/demo-chart.ts).
//   npx tsx datasets/sea-ice/generate/demo-ice-chart.ts
import { writeFileSync } from 'node:fs';
import { buildDemoChart } from '../src/server/demo/demo-chart.js';

const target = new URL('../data/NIS_arctic_demo_pl_a.zip', import.meta.url);
writeFileSync(target, buildDemoChart());
console.log(`Wrote ${target.pathname}`);
