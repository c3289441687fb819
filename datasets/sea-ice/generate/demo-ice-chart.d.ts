/** The chart's projection: polar stereographic north, true at 70° N, as OGC well-known text. */
export declare const DEMO_PRJ =
  'PROJCS["WGS 84 / NSIDC Sea Ice Polar Stereographic North",GEOGCS["WGS 84",DATUM["WGS_1984",SPHEROID["WGS 84",6378137,298.257223563]],PRIMEM["Greenwich",0],UNIT["degree",0.0174532925199433]],PROJECTION["Polar_Stereographic"],PARAMETER["latitude_of_origin",70],PARAMETER["central_meridian",-45],PARAMETER["false_easting",0],PARAMETER["false_northing",0],UNIT["metre",1]]';
export declare function buildDemoChart(): Uint8Array;
//# sourceMappingURL=demo-ice-chart.d.ts.map
