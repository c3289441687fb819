export {};
//# sourceMappingURL=i18n.test.d.ts.map
