// Vessel icons: our own SVG drawings per ship-type category and special craft, the choice
// rule of spec 02 §3 and their registration with the map. See README.md.
export {
  DRAWINGS,
  ICON_KINDS,
  ICON_SIZES,
  OLD_ICON_OPACITY,
  iconRotates,
  iconSize,
  iconSvg,
  type IconSizeClass,
} from './drawings.js';
export {
  OLD_ICON_SUFFIX,
  VESSEL_ICON_PREFIX,
  vesselIconId,
  vesselIconImageId,
  vesselIconKind,
  type IconChoiceOptions,
  type IconRecord,
} from './icon-choice.js';
export {
  KINDS_WITHOUT_MARK,
  MARK_NOMINAL_PX,
  MARK_PX,
  VESSEL_MARK_PREFIX,
  markSvg,
  vesselMarkImageId,
} from './marks.js';
export {
  OFFSHORE_INSTALLATIONS_PATH,
  forgetOffshoreRigs,
  isOffshoreRig,
  loadOffshoreRigs,
  offshoreRigs,
  parseOffshoreRigs,
  setOffshoreRigs,
  type OffshoreRig,
} from './offshore-rigs.js';
export { iconPalette, mix, type IconPalette } from './palette.js';
export {
  rasterise,
  registerVesselIcons,
  vesselIconImages,
  type IconImage,
  type IconMap,
} from './register.js';
