import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AQUACULTURE_ID,
  FISH_HEALTH_VESSELS_PATH,
  FISH_HEALTH_WEEK_PATH,
  ISA_ZONE_PATH,
  PD_ZONE_PATH,
} from '@havkart/dataset-aquaculture';
import { fishHealthServicesOf } from '@havkart/dataset-aquaculture/server';
import { isoWeekOf, isoWeeksInYear, WEEK_YEAR_RANGE } from '@havkart/domain';
import { Type } from 'typebox';
import { HttpProblem, problemResponses } from '../plugins/problem-details.js';

/**
 * The aquaculture sites' fish health by ISO week under BarentsWatch's own paths (spec 02
 * §3, §8): the week summary the map colours sites by (R25.01–R25.04), the PD control areas
 * and a week's ISA control areas the site details link to (R25.07).
 */
const WeekParams = Type.Object({
  year: Type.String({
    pattern: '^[0-9]{4}$',
    description: 'ISO 8601 week-numbering year',
    examples: ['2026'],
  }),
  week: Type.String({
    pattern: '^[0-9]{1,2}$',
    description: 'ISO 8601 week, 1–53',
    examples: ['15'],
  }),
});

const Locality = Type.Object({
  localityNo: Type.Integer(),
  hasPd: Type.Boolean(),
  hasIla: Type.Boolean(),
  avgAdultFemaleLice: Type.Union([Type.Number(), Type.Null()]),
  hasReportedLice: Type.Boolean(),
  isFallow: Type.Boolean(),
  liceLimit: Type.Number({ description: 'The lice limit that applied this week (A42)' }),
  disease: Type.Union([Type.Literal('pd'), Type.Literal('isa'), Type.Literal('none')]),
  lice: Type.Union([
    Type.Literal('aboveLimit'),
    Type.Literal('belowLimit'),
    Type.Literal('unreported'),
  ]),
});

const FishHealthWeek = Type.Object({
  year: Type.Integer(),
  week: Type.Integer(),
  localities: Type.Array(Locality),
  demoData: Type.Boolean(),
});

const FishHealthVessels = Type.Object({
  year: Type.Integer(),
  week: Type.Integer(),
  vessels: Type.Array(
    Type.Object({
      mmsi: Type.Integer({ description: 'The key of the vessel’s week track' }),
      name: Type.Union([Type.String(), Type.Null()]),
    }),
  ),
  demoData: Type.Boolean(),
});

const GeoJson = Type.Object(
  { type: Type.Literal('FeatureCollection'), features: Type.Array(Type.Unknown()) },
  { additionalProperties: true },
);

/** The week of the path, or a 400 naming the field that is out of range. */
function weekOf(params: { year: string; week: string }): { year: number; week: number } {
  const year = Number(params.year);
  const week = Number(params.week);
  if (year < WEEK_YEAR_RANGE.min || year > WEEK_YEAR_RANGE.max) {
    const message = `Year must be ${WEEK_YEAR_RANGE.min}–${WEEK_YEAR_RANGE.max}`;
    throw new HttpProblem(400, 'Bad Request', message, undefined, { 'params.year': [message] });
  }
  if (week < 1 || week > isoWeeksInYear(year)) {
    const message = `Year ${year} has weeks 1–${isoWeeksInYear(year)}`;
    throw new HttpProblem(400, 'Bad Request', message, undefined, { 'params.week': [message] });
  }
  return { year, week };
}

export const fishHealthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const services = () => {
    const fishHealth = fishHealthServicesOf(app.datasetServices.get(AQUACULTURE_ID));
    if (!fishHealth) {
      throw new HttpProblem(404, 'Not Found', `No dataset "${AQUACULTURE_ID}" is served here`);
    }
    return fishHealth;
  };
  /** The upstream failed and nothing was kept: a gateway problem, not an empty week. */
  const upstream = async <T>(read: () => Promise<T>): Promise<T> => {
    try {
      return await read();
    } catch {
      throw new HttpProblem(502, 'Bad Gateway', 'The fish-health upstream could not be read');
    }
  };

  app.get(
    `${FISH_HEALTH_WEEK_PATH}/:year/:week`,
    {
      config: { access: 'public' },
      schema: {
        tags: ['datasets'],
        summary: "Every aquaculture site's fish health in one ISO week, with its theme classes",
        params: WeekParams,
        response: { 200: FishHealthWeek, ...problemResponses(400, 404, 502) },
      },
    },
    async (request, reply) => {
      const { year, week } = weekOf(request.params);
      const fishHealth = services();
      // A past week's summary rarely changes; the current one fills in through the week.
      const current = isoWeekOf(new Date());
      const past = year < current.year || (year === current.year && week < current.week);
      reply.header('cache-control', past ? 'public, max-age=3600' : 'public, max-age=300');
      const summary = await upstream(() => fishHealth.week(year, week));
      return { ...summary, localities: [...summary.localities] };
    },
  );

  app.get(
    PD_ZONE_PATH,
    {
      config: { access: 'public' },
      schema: {
        tags: ['datasets'],
        summary: 'The PD control areas as GeoJSON polygons',
        response: { 200: GeoJson, ...problemResponses(404, 502) },
      },
    },
    async (_request, reply) => {
      const fishHealth = services();
      const { year, week } = isoWeekOf(new Date());
      reply.header('cache-control', 'public, max-age=3600');
      return upstream(() => fishHealth.pdZones(year, week));
    },
  );

  app.get(
    `${ISA_ZONE_PATH}/:year/:week`,
    {
      config: { access: 'public' },
      schema: {
        tags: ['datasets'],
        summary: 'The ISA control areas of one ISO week as GeoJSON polygons',
        params: WeekParams,
        response: { 200: GeoJson, ...problemResponses(400, 404, 502) },
      },
    },
    async (request, reply) => {
      const { year, week } = weekOf(request.params);
      const fishHealth = services();
      reply.header('cache-control', 'public, max-age=900');
      return upstream(() => fishHealth.isaZones(year, week));
    },
  );

  app.get(
    `${FISH_HEALTH_VESSELS_PATH}/:year/:week`,
    {
      config: { access: 'public' },
      schema: {
        tags: ['datasets'],
        summary: 'The wellboats of one ISO week, for the fish-health vessel-track pane',
        params: WeekParams,
        response: { 200: FishHealthVessels, ...problemResponses(400, 404, 502) },
      },
    },
    async (request, reply) => {
      const { year, week } = weekOf(request.params);
      const fishHealth = services();
      reply.header('cache-control', 'public, max-age=900');
      const list = await upstream(() => fishHealth.vessels(year, week));
      return { ...list, vessels: [...list.vessels] };
    },
  );
};
