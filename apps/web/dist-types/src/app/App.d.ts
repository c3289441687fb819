export declare function App(): import('react').JSX.Element;
//# sourceMappingURL=App.d.ts.map
