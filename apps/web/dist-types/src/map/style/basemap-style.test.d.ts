export {};
//# sourceMappingURL=basemap-style.test.d.ts.map
