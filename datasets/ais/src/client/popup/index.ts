// Popups and list items of vessels and aids (spec 01 §3), loaded when first shown.
export { setLiveAids, setLiveVessels } from './live-records.js';
export { ATON_POPUP_STRINGS, VESSEL_POPUP_STRINGS } from './strings.js';

export const vesselPopup = () => import('./VesselPopup.js');
export const vesselListItem = () => import('./VesselListItem.js');
export const atonPopup = () => import('./AtonPopup.js');
export const atonListItem = () => import('./AtonListItem.js');
