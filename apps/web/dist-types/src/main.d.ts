import './styles.css';
//# sourceMappingURL=main.d.ts.map
