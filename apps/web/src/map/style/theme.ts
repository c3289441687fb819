// The map theme lives in the theme package, beside the interface tokens it must agree with.
export { themes, THEME_NAMES, type MapTheme, type ThemeName } from '@havkart/theme';
