/** The screens of this area (spec section 2, reservation layout). */
export const PERSONAL_INFO_PATH = '/reservation/personal-info';
export const FORGOT_ADDRESS_PATH = '/reservation/forgot-address';
export const FORGOT_ADDRESS_RESULTS_PATH = '/reservation/forgot-address-results';
/** The personal-info form at its address section (the way back from the zip code search). */
export const ADDRESS_SECTION_PATH = `${PERSONAL_INFO_PATH}#pi-address-section`;
